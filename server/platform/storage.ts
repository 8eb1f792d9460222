import 'server-only';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored files (re-encoded pictures) live. Keys are flat file names chosen by the
 * server (a content hash and an extension), never by the client.
 */
export type Storage = {
  put: (key: string, data: Buffer) => Promise<void>;
  /** null when there is no such file. */
  get: (key: string) => Promise<Buffer | null>;
  /** Removing a file that is not there is not an error. */
  delete: (key: string) => Promise<void>;
  /** Rejects when the files cannot be reached now: what readiness asks before routing requests here. Reads no file. */
  check: () => Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

/** Refuses anything that could leave the folder (slashes, dots, empty names) before touching the disk. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files under one folder on the local disk: the embedded default. Several backend instances
 * share a bucket instead (storage-s3.ts, chosen by the S3_ variables in server/env.ts).
 */
export function createLocalDiskStorage(root: string): Storage {
  const folder = path.resolve(root);
  const ready = mkdir(folder, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(folder, key);
  };
  return {
    async put(key, data) {
      const target = fileOf(key);
      await ready;
      // Write then rename: a reader never sees half a file, and a crash leaves no partial picture.
      const temporary = path.join(folder, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    async get(key) {
      const target = fileOf(key);
      try {
        return await readFile(target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await ready;
      // Both: a folder that became read-only (a full or remounted disk) would fail every upload.
      await access(folder, constants.R_OK | constants.W_OK);
    },
  };
}
