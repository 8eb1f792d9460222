import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skillTranslations, skills } from '../../db/schema';
import { offeredTo } from './group-skills';

/**
 * The skill lists a learner picks from when rating an experience: the community's and their
 * groups' (spec §2), named in `locale` where a translation exists and in the community's own
 * language otherwise.
 */
export function listOfferedSkills(db: Database, learner: { userId: number; communityId: number }, locale: string) {
  const name = sql<string>`coalesce(${skillTranslations.name}, ${skills.name})`;
  return db
    .select({ id: skills.id, name })
    .from(skills)
    .leftJoin(skillTranslations, and(eq(skillTranslations.skillId, skills.id), eq(skillTranslations.locale, locale)))
    .where(offeredTo(learner.userId, learner.communityId))
    .orderBy(asc(name), asc(skills.id));
}
