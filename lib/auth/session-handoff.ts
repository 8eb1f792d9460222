import type { TUser } from '@/lib/shared/validation/user';

/**
 * The proxy already asked the backend who the session belongs to; it hands the answer to the
 * page in this request header so that the layout does not ask again. Only the proxy may set it:
 * it deletes any copy on the incoming request first, and the web server drops a client's copy
 * before Next sees the request (lib/shared/edge/edge-rules.mjs).
 */
export const SESSION_USER_HEADER = 'x-session-user';

/** Past this, headers risk Node's 16 KB limit: the page then asks the backend itself. */
const MAX_ENCODED_LENGTH = 8 * 1024;

export function encodeSessionUser(user: TUser): string | null {
  const bytes = new TextEncoder().encode(JSON.stringify(user));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const encoded = btoa(binary);
  return encoded.length > MAX_ENCODED_LENGTH ? null : encoded;
}

export function decodeSessionUser(value: string | null): TUser | null {
  if (!value) return null;
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as TUser;
  } catch {
    return null;
  }
}
