import 'server-only';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue } from '@digitalbazaar/vc';
import type { Database } from '../../db/client';
import type { BadgeSettings } from './badge-settings';
import { bundledContext } from './contexts';
import type { IssuerIdentity } from './issuer-identity';
import { issuerKeyPair } from './issuer-keys';

/** The Data Integrity cryptosuite of every proof we make. */
export const CRYPTOSUITE: string = eddsaRdfc2022.name;

/** Signing needs the contexts only: the key is in hand. */
export async function contextsOnlyLoader(url: string) {
  const loaded = bundledContext(url);
  if (!loaded) throw new Error(`Not a bundled JSON-LD context: ${url}`);
  return loaded;
}

/**
 * Signs with the community's key: a Data Integrity proof, cryptosuite eddsa-rdfc-2022. The proof
 * is set as a list of one: VC 2.0 accepts one proof or a list, 1EdTech's AchievementCredential
 * schema only a list. The proof is not part of what it signs, so the list changes no signature.
 */
export async function signCredential(db: Database, settings: BadgeSettings, communityId: number, identity: IssuerIdentity, credential: Record<string, unknown>) {
  const keyPair = await issuerKeyPair(db, settings, communityId, identity);
  const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite: eddsaRdfc2022 });
  const signed = await issue({ credential, suite, documentLoader: contextsOnlyLoader });
  return { ...signed, proof: Array.isArray(signed.proof) ? signed.proof : [signed.proof] };
}
