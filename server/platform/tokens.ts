import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What newOpaqueToken writes: 32 bytes as 43 base64url characters. */
const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Anything else was never issued: refused without a digest or a database round trip. */
export const isOpaqueToken = (token: string) => OPAQUE_TOKEN.test(token);

/** The token of an item's public link: unguessable, and short enough for a URL one shares. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}

export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
