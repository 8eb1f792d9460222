// Pure rules of the web server's edge (scripts/web-server.mjs), kept apart so unit tests reach them.

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
