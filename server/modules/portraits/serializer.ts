import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TPortrait, TPortraitSkill } from '@/lib/shared/validation/portrait';
import type { Database } from '../../db/client';
import { experienceSkills, experiences, portraitGroups, portraitHighlights, portraits, skillTranslations, users } from '../../db/schema';
import { liveBadges } from '../credentials';
import { isCertified } from '../experiences';
import { loadExperiences } from '../experiences';
import { experienceVisibleTo, type Viewer } from '../sharing';

/** A skill of the community's list is one skill; a custom one is one per name, whatever its case. */
const isListed = sql`(not ${experienceSkills.custom} and ${experienceSkills.skillId} is not null)`;

/**
 * The skills rated on the author's experiences that the viewer may read (never one of an
 * experience hidden from them), each once with its best level and whether a certified
 * experience rates it (`isCertified`, the journals' rule). Top-level skills only: a sub-skill
 * details its skill on one experience and stays on that experience's page. Best level first,
 * then certified ones, then by name in the viewer's language.
 */
async function gatherSkills(db: Database, viewer: Viewer, userId: number): Promise<TPortraitSkill[]> {
  const rows = await db
    .select({
      skillId: sql<number | null>`case when ${isListed} then ${experienceSkills.skillId} end`,
      name: sql<string>`min(coalesce(${skillTranslations.name}, ${experienceSkills.name}))`,
      level: sql<number>`max(${experienceSkills.level})::int`,
      certified: sql<boolean>`bool_or(${isCertified})`,
    })
    .from(experienceSkills)
    .innerJoin(experiences, eq(experiences.id, experienceSkills.experienceId))
    .leftJoin(skillTranslations, sql`${skillTranslations.skillId} = ${experienceSkills.skillId} and ${isListed} and ${skillTranslations.locale} = ${viewer.locale ?? null}`)
    .where(and(eq(experiences.userId, userId), isNull(experienceSkills.parentId), experienceVisibleTo(viewer)))
    .groupBy(sql`1`, sql`case when ${isListed} then null else lower(trim(${experienceSkills.name})) end`);
  const byName = new Intl.Collator(viewer.locale);
  return rows
    .map((row) => ({ ...row, custom: row.skillId === null }))
    .sort((a, b) => b.level - a.level || Number(b.certified) - Number(a.certified) || byName.compare(a.name, b.name));
}

/**
 * The answer of GET and PUT /v2/portraits/{id}, from its row (null: never saved, read as the
 * defaults). The highlights are those the viewer may read, in the author's order; the author
 * gets every id, as the editor shows them.
 */
export async function loadPortrait(db: Database, viewer: Viewer, userId: number, row: typeof portraits.$inferSelect | null): Promise<TPortrait> {
  const isAuthor = viewer.userId === userId;
  const showBadges = row?.showBadges ?? false;
  const [[author], highlights, groups, skills, badges] = await Promise.all([
    db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId)),
    db
      .select({ experienceId: portraitHighlights.experienceId, shown: sql<boolean>`${experienceVisibleTo(viewer)}` })
      .from(portraitHighlights)
      .innerJoin(experiences, eq(experiences.id, portraitHighlights.experienceId))
      .where(eq(portraitHighlights.portraitId, userId))
      .orderBy(portraitHighlights.position, portraitHighlights.experienceId),
    isAuthor ? db.select({ id: portraitGroups.groupId }).from(portraitGroups).where(eq(portraitGroups.portraitId, userId)).orderBy(portraitGroups.groupId) : [],
    gatherSkills(db, viewer, userId),
    // Only once the learner chose to show them, and those of the portrait's own community.
    showBadges && row ? liveBadges(db, row.communityId, userId) : [],
  ]);
  const shownIds = highlights.filter((h) => h.shown).map((h) => h.experienceId);
  return {
    id: userId,
    userAttributes: author,
    about: row?.about ?? '',
    sharingParameters: row?.sharingParameters ?? 'private',
    groupIds: groups.map((g) => g.id),
    highlightedExperienceIds: isAuthor ? highlights.map((h) => h.experienceId) : shownIds,
    highlightedExperiences: await loadExperiences(db, shownIds, viewer),
    skills,
    showBadges,
    badges,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
