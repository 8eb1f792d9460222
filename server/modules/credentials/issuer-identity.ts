import 'server-only';
import { communityOrigin, communitySlugFromHost } from '@/lib/shared/tenancy/community-host';

/**
 * Where a community's credentials point: its public origin (APP_ORIGIN's scheme and port on the
 * community's sub-domain, never a request's Host) and the `did:web` naming that host, the port
 * percent-encoded as did:web requires (`did:web:demo.localhost%3A3000`).
 */
export type IssuerIdentity = { origin: string; did: string; keyId: string };

export const ISSUER_KEY_FRAGMENT = 'key-1';

export function issuerIdentity(appOrigin: string, communitySlug: string): IssuerIdentity {
  const origin = communityOrigin(new URL(appOrigin), communitySlug);
  const did = `did:web:${encodeURIComponent(new URL(origin).host)}`;
  return { origin, did, keyId: `${did}#${ISSUER_KEY_FRAGMENT}` };
}

/** The community slug a `did:web` of ours names, or null for any other DID (or a path-based one). */
export function communitySlugOfDid(did: string): string | null {
  const match = /^did:web:([^:#/]+)$/.exec(did);
  if (!match) return null;
  let host: string;
  try {
    host = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return communitySlugFromHost(host);
}

/** The public paths credentials name; the web server forwards both to the backend. */
export const credentialPagePath = (publicId: string) => `/credentials/${publicId}`;
export const statusListPath = (listId: number) => `/api/v2/credential_status_lists/${listId}`;
export const DID_DOCUMENT_PATH = '/.well-known/did.json';
