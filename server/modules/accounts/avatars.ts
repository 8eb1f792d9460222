import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { InvalidError } from '../../platform/errors';
import { pictureUrl, storePicture } from '../pictures';
import type { Storage } from '../../platform/storage';
import type { UserRow } from './users';

/** Twice the largest size an avatar is shown at (a 96 px header on a 2× screen is 192). */
export const AVATAR_SIDE = 256;

/**
 * Spec §7 PUT /v2/users/{id} with an avatar file: sniffed, re-encoded and stripped of metadata
 * like an experience's picture, cut square (the page crops it first; this holds for any client).
 * The old file is left to the sweeper, as pictures are: another account may share its bytes.
 */
export async function setAvatar(db: Database, storage: Storage, userId: number, upload: Buffer): Promise<UserRow> {
  let key: string;
  try {
    ({ key } = await storePicture(db, storage, upload, { square: AVATAR_SIDE }));
  } catch (error) {
    if (error instanceof InvalidError && error.fields.picture) throw new InvalidError({ avatar: error.fields.picture });
    throw error;
  }
  const [row] = await db.update(users).set({ avatarKey: key, avatarUrl: pictureUrl(key), updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}

export async function removeAvatar(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.update(users).set({ avatarKey: null, avatarUrl: null, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return row;
}
