import 'server-only';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  addresses,
  certifications,
  experienceGroups,
  experienceSkills,
  experienceTags,
  experiences,
  groups,
  microRecognitions,
  tags,
  users,
} from '../db/schema';
import type { TExperience, TExperienceSkill } from '@/lib/validation/experience-answer';
import type { Viewer } from './visibility';
import { pictureUrl } from './pictures';

const coordinate = (value: string | null) => (value === null || value === '' ? null : Number(value));

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

type SkillRow = typeof experienceSkills.$inferSelect;

function nestSkills(rows: SkillRow[]): TExperienceSkill[] {
  const toJson = (row: SkillRow): TExperienceSkill => ({
    id: row.id,
    name: row.name,
    level: row.level,
    skillableType: 'Experience',
    skillableId: row.experienceId,
    skillId: row.skillId,
    custom: row.custom,
    skillsAttributes: [],
  });
  const byId = new Map(rows.map((row) => [row.id, toJson(row)]));
  const top: TExperienceSkill[] = [];
  for (const row of rows) {
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    if (parent) parent.skillsAttributes.push(byId.get(row.id)!);
    else top.push(byId.get(row.id)!);
  }
  return top;
}

/**
 * Loads a page of experiences with everything a card shows, in six queries whatever the
 * page size (no query per experience): the journals serve pages of 20 through this.
 * Returns them in the order of `ids`; ids that do not exist are skipped. Visibility is the
 * caller's job (select the ids with `visibleTo`); this only decides what a viewer may read
 * inside a visible item: the public token goes to the author or when the item is public,
 * e-mail addresses never to an anonymous (public-token) reader.
 */
export async function loadExperiences(db: Database, ids: number[], viewer: Viewer | null): Promise<TExperience[]> {
  if (ids.length === 0) return [];
  const [base, tagRows, skillRows, groupRows, certificationRows, recognitionRows] = await Promise.all([
    db
      .select({
        experience: experiences,
        author: { id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl },
        address: addresses,
      })
      .from(experiences)
      .innerJoin(users, eq(users.id, experiences.userId))
      .leftJoin(addresses, eq(addresses.experienceId, experiences.id))
      .where(inArray(experiences.id, ids)),
    db
      .select({ experienceId: experienceTags.experienceId, id: tags.id, name: tags.name })
      .from(experienceTags)
      .innerJoin(tags, eq(tags.id, experienceTags.tagId))
      .where(inArray(experienceTags.experienceId, ids))
      .orderBy(sql`lower(${tags.name})`, asc(tags.id)),
    db
      .select()
      .from(experienceSkills)
      .where(inArray(experienceSkills.experienceId, ids))
      .orderBy(asc(experienceSkills.position), asc(experienceSkills.id)),
    db
      .select({ experienceId: experienceGroups.experienceId, id: groups.id, name: groups.name })
      .from(experienceGroups)
      .innerJoin(groups, eq(groups.id, experienceGroups.groupId))
      .where(inArray(experienceGroups.experienceId, ids))
      .orderBy(asc(groups.name), asc(groups.id)),
    db
      .select()
      .from(certifications)
      .where(inArray(certifications.experienceId, ids))
      .orderBy(desc(certifications.updatedAt), desc(certifications.id)),
    // The latest request per experience: the card shows its status only.
    db
      .selectDistinctOn([microRecognitions.experienceId])
      .from(microRecognitions)
      .where(inArray(microRecognitions.experienceId, ids))
      .orderBy(asc(microRecognitions.experienceId), desc(microRecognitions.createdAt), desc(microRecognitions.id)),
  ]);

  const tagsOf = groupBy(tagRows, (r) => r.experienceId);
  const skillsOf = groupBy(skillRows, (r) => r.experienceId);
  const groupsOf = groupBy(groupRows, (r) => r.experienceId);
  const certificationsOf = groupBy(certificationRows, (r) => r.experienceId);
  const recognitionOf = new Map(recognitionRows.map((r) => [r.experienceId, r]));
  const showEmails = viewer !== null;

  const byId = new Map(
    base.map(({ experience: e, author, address }): [number, TExperience] => {
      const recognition = recognitionOf.get(e.id);
      return [
        e.id,
        {
          id: e.id,
          type: 'Experience',
          description: e.description,
          date: e.date.toISOString(),
          createdAt: e.createdAt.toISOString(),
          updatedAt: e.updatedAt.toISOString(),
          pictureUrl: pictureUrl(e.pictureKey),
          pictureWidth: e.pictureWidth,
          pictureHeight: e.pictureHeight,
          userAttributes: author,
          addressAttributes: address
            ? {
                name: address.name,
                city: address.city,
                postcode: address.postcode,
                administrative: address.administrative,
                country: address.country,
                latitude: coordinate(address.latitude),
                longitude: coordinate(address.longitude),
              }
            : null,
          link: e.linkUrl ? { linkUrl: e.linkUrl } : null,
          tagsAttributes: (tagsOf.get(e.id) ?? []).map((t) => ({ id: t.id, name: t.name, taggableType: 'Experience' as const })),
          skillsAttributes: nestSkills(skillsOf.get(e.id) ?? []),
          certificationAttributes: (certificationsOf.get(e.id) ?? []).map((c) => ({
            id: c.id,
            certificatorAttributes: { name: c.certificatorName, email: showEmails ? c.certificatorEmail : null },
            updatedAt: c.updatedAt.toISOString(),
          })),
          sharingParameters: e.sharingParameters,
          groupIds: (groupsOf.get(e.id) ?? []).map((g) => g.id),
          groups: (groupsOf.get(e.id) ?? []).map((g) => ({ id: g.id, name: g.name })),
          official: e.official,
          highlight: e.highlight,
          microRecognition: recognition
            ? {
                id: recognition.id,
                status: recognition.status,
                createdAt: recognition.createdAt.toISOString(),
                updatedAt: recognition.updatedAt.toISOString(),
                teacherable: { email: showEmails ? recognition.teacherEmail : null },
              }
            : null,
          publicToken: viewer?.userId === e.userId || e.sharingParameters === 'public' ? e.publicToken : null,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
