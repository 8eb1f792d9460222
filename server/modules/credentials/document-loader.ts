import 'server-only';
import { communitySlugFromHost } from '@/lib/shared/tenancy/community-host';
import type { Database } from '../../db/client';
import { findCommunityBySlug } from '../communities';
import type { BadgeSettings } from './badge-settings';
import { bundledContext } from './contexts';
import { communitySlugOfDid, issuerIdentity, statusListPath } from './issuer-identity';
import { didDocument, findIssuerPublicKey, verificationMethod } from './issuer-keys';
import { signedStatusList } from './status-lists';

const loaded = (url: string, document: unknown) => ({ contextUrl: null, documentUrl: url, document });

const unresolvable = (url: string) => new Error(`Cannot resolve ${url}: only bundled contexts and this deployment's issuers are known`);

/** The community whose origin (or did:web) the address names, as this deployment names it. */
async function communityNamed(db: Database, settings: BadgeSettings, slug: string | null) {
  if (!slug) return null;
  const community = await findCommunityBySlug(db, slug);
  return community ? { community, identity: issuerIdentity(settings.appOrigin, community.slug) } : null;
}

/**
 * What a verifier may load, without the network: the bundled contexts, and this deployment's own
 * issuers (their DID documents and keys, their status lists) read from the database. A
 * credential naming anything else cannot be verified here, and says so.
 */
export function localDocumentLoader(db: Database, settings: BadgeSettings) {
  return async (url: string) => {
    const context = bundledContext(url);
    if (context) return context;

    if (url.startsWith('did:web:')) {
      const [did, fragment] = url.split('#');
      const named = await communityNamed(db, settings, communitySlugOfDid(did));
      if (!named || named.identity.did !== did) throw unresolvable(url);
      const publicKey = await findIssuerPublicKey(db, named.community.id);
      if (!publicKey) throw unresolvable(url);
      if (fragment === undefined) return loaded(url, didDocument(named.identity, publicKey));
      if (url === named.identity.keyId) return loaded(url, verificationMethod(named.identity, publicKey));
      throw unresolvable(url);
    }

    let address: URL;
    try {
      address = new URL(url);
    } catch {
      throw unresolvable(url);
    }
    const listId = /^\/api\/v2\/credential_status_lists\/(\d{1,9})$/.exec(address.pathname)?.[1];
    if (listId && !address.search && !address.hash) {
      const named = await communityNamed(db, settings, communitySlugFromHost(address.host));
      if (named && address.origin === named.identity.origin && address.pathname === statusListPath(Number(listId))) {
        const list = await signedStatusList(db, settings, Number(listId), named.community.id);
        if (list) return loaded(url, list);
      }
    }
    throw unresolvable(url);
  };
}
