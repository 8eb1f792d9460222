import 'server-only';

/**
 * The URLs a wallet uses, all on the community's web origin (the credential issuer's
 * identifier): the web server forwards `/api/*` to the backend without `/api`, and the
 * `/.well-known` metadata as they are (lib/shared/edge/edge-rules.mjs).
 */
export const walletEndpoints = (origin: string) => ({
  offer: (code: string) => `${origin}/api/v2/wallet_offers/${code}`,
  token: `${origin}/api/v2/oid4vci/token`,
  credential: `${origin}/api/v2/oid4vci/credential`,
});
