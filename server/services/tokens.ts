import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token of an item's public link: unguessable, and short enough for a URL one shares. */
export function newPublicToken(): string {
  return randomBytes(24).toString('base64url');
}

export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
