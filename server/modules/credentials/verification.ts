import 'server-only';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential as verifyWithLibrary } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import type { TCredentialVerification } from '@/lib/shared/validation/credential';
import type { Database } from '../../db/client';
import type { BadgeSettings } from './badge-settings';
import { localDocumentLoader } from './document-loader';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function issuerOf(credential: Record<string, unknown>): TCredentialVerification['issuer'] {
  const issuer = credential.issuer;
  if (typeof issuer === 'string') return { id: issuer, name: null };
  if (isObject(issuer) && typeof issuer.id === 'string') return { id: issuer.id, name: typeof issuer.name === 'string' ? issuer.name : null };
  return null;
}

/** One proof, or a list of them (1EdTech's schema wants a list): at least one object. */
const hasProof = (credential: Record<string, unknown>) =>
  isObject(credential.proof) || (Array.isArray(credential.proof) && credential.proof.length > 0 && credential.proof.every(isObject));

/**
 * Checks a credential's proof AND its revocation status. The library answers `verified: true`
 * for a revoked credential: a revocation shows only as `status: true` in the status check's
 * per-entry results, which this reads. `revoked` is null when the status could not be read (the
 * signature is then still reported on its own).
 */
export async function verifyCredential(db: Database, settings: BadgeSettings, credential: unknown): Promise<TCredentialVerification> {
  const issuer = isObject(credential) ? issuerOf(credential) : null;
  if (!isObject(credential) || !hasProof(credential)) return { signature: 'bad', revoked: null, status: 'invalid', issuer, reason: 'The credential carries no proof' };

  const result = await verifyWithLibrary({
    credential,
    suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
    documentLoader: localDocumentLoader(db, settings),
    checkStatus: (options) => checkStatus({ ...options, verifyMatchingIssuers: true }),
  });
  const proofVerified = result.statusResult !== undefined || result.verified;
  if (!proofVerified) return { signature: 'bad', revoked: null, status: 'invalid', issuer, reason: firstReason(result.error) };

  const entries = result.statusResult?.verified ? (result.statusResult.results ?? []) : null;
  const revoked = entries ? entries.some((entry) => entry.status === true) : null;
  if (revoked === null && result.statusResult) return { signature: 'ok', revoked: null, status: 'invalid', issuer, reason: firstReason(result.statusResult.error) };
  return { signature: 'ok', revoked: revoked ?? false, status: revoked ? 'revoked' : 'valid', issuer, reason: null };
}

function firstReason(error: { message?: string; errors?: { message?: string }[] } | undefined): string {
  return error?.errors?.[0]?.message ?? error?.message ?? 'The proof does not verify';
}
