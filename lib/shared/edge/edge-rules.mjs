// Pure rules of the web server's edge (scripts/web-server.mjs), shared with next.config.ts, the
// proxy and the backend (one body limit, one set of security headers); plain .mjs so that the
// web server loads it without a compiler.

/**
 * The client's address as the backend must count it. Without a trusted proxy (hops = 0) it is
 * the socket's peer, whatever X-Forwarded-For the client wrote. Behind N trusted proxies, each
 * appends the address it saw, so the N-th entry from the right is the last one no client wrote.
 */
export function clientAddress(forwardedFor, socketAddress, hops) {
  if (hops === 0 || !forwardedFor) return socketAddress ?? '';
  const chain = String(forwardedFor).split(',').map((entry) => entry.trim()).filter(Boolean);
  if (chain.length === 0) return socketAddress ?? '';
  return chain[Math.max(chain.length - hops, 0)];
}

/**
 * The largest body the web server takes: the backend's own limit, room for a picture at
 * PICTURE_MAX_BYTES plus the multipart envelope. next.config.ts gives Next's proxy the same
 * limit: past it, Next forwards a cut body under the original Content-Length, and the backend
 * waits for bytes that never come.
 */
export const FORWARDED_BODY_MAX_BYTES = 12 * 1024 * 1024;

/** Judged from the declared length, before any byte of the body is read. */
export const isDeclaredTooLarge = (contentLength) => contentLength !== undefined && Number(contentLength) > FORWARDED_BODY_MAX_BYTES;

export const PAYLOAD_TOO_LARGE_BODY = JSON.stringify({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });

/** Headers only the web server may set: a client's copy is dropped before Next sees the request. */
export const EDGE_REQUEST_HEADERS = ['x-real-ip', 'forwarded', 'x-backend-unavailable', 'x-session-user'];

/** Next names the rewrite target (the backend's loopback address) in this answer header. */
export const INTERNAL_RESPONSE_HEADERS = new Set(['x-middleware-rewrite']);

/** The web server's own routes (app/api/session): they keep the session cookies. */
export const SESSION_ROUTES = new Set(['/api/session', '/api/session/refresh', '/api/session/platform']);

/** did:web resolution: a community's DID document, at the path the DID method fixes. */
export const DID_DOCUMENT_PATH = '/.well-known/did.json';

/** OpenID4VCI: a wallet reads the credential issuer's metadata, and its token endpoint's, at these paths of the issuer's origin. */
export const ISSUER_METADATA_PATH = '/.well-known/openid-credential-issuer';
export const AUTHORIZATION_SERVER_METADATA_PATH = '/.well-known/oauth-authorization-server';

/** The `/.well-known` documents the backend answers, at the paths their specifications fix. */
export const WELL_KNOWN_BACKEND_PATHS = new Set([DID_DOCUMENT_PATH, ISSUER_METADATA_PATH, AUTHORIZATION_SERVER_METADATA_PATH]);

/** Paths the browser (or a wallet) sends to the backend through this origin (one origin, one cookie). */
export function isBackendPath(pathname) {
  // `/api/session/` is the session route with a trailing slash, redirected like a page's.
  if (SESSION_ROUTES.has(pathname.replace(/\/+$/, ''))) return false;
  return pathname.startsWith('/api/') || pathname.startsWith('/public_api/') || WELL_KNOWN_BACKEND_PATHS.has(pathname);
}

/** The backend's path for a browser's /api path: /api/v2/x → /v2/x; /public_api/… and the /.well-known documents as they are. */
export const backendPathOf = (pathname) => pathname.replace(/^\/api/, '');

export const SERVICE_UNAVAILABLE_BODY = JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable, try again in a moment' } });

/** Headers of one hop only (RFC 9110 §7.6.1): never copied from one connection to the other. */
export const HOP_BY_HOP_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** On every answer of the web origin: Next's (next.config.ts headers()) and those the edge gives itself. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};
