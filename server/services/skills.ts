import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skills } from '../db/schema';

/** The community's skill list, which learners pick from when rating an experience. */
export function listCommunitySkills(db: Database, communityId: number) {
  return db.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.communityId, communityId)).orderBy(asc(skills.name), asc(skills.id));
}
