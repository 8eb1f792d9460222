import 'server-only';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seals third-party secrets (a training center's OAuth client secret) before they reach the
 * database, with AES-256-GCM: a leaked dump or backup does not hand out the schools' clients.
 * The key lives outside the database (SECRETS_KEY, or a key file; server/env.ts).
 */
export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
  /** An HMAC-SHA256 of `value` for one `purpose` (base64url): a link the server made can be told from a forged one. */
  sign(purpose: string, value: string): string;
};

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  // Signing has a key of its own, derived from the master key: one key, one use.
  const signingKey = createHmac('sha256', key).update('journal signing key v1').digest();
  return {
    sign(purpose, value) {
      return createHmac('sha256', signingKey).update(`${purpose}\u0000${value}`).digest('base64url');
    },
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * SECRETS_KEY (32 bytes in base64) when set, as every backend of a deployment must share it;
 * otherwise a key made once and kept in a file beside the embedded data, so that one command
 * still runs the product.
 */
export function loadSecretsKey(fromEnv: string | undefined, keyFile: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'base64');
  if (existsSync(keyFile)) return Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  mkdirSync(dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, key.toString('base64'), { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}
