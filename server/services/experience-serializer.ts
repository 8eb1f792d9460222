import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSelect } from '../db/prepared';
import {
  addresses,
  certifications,
  experienceGroups,
  experienceSkills,
  skillTranslations,
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

/** An experience_skills row as json_agg spells it: the table's own column names. */
type SkillRow = { id: number; experience_id: number; parent_id: number | null; skill_id: number | null; name: string; level: number; custom: boolean };
type CertificationRow = { id: number; certificator_name: string; certificator_email: string; updated_at: string };
type RecognitionRow = { id: number; status: string; teacher_email: string; created_at: string; updated_at: string };
type NamedRow = { id: number; name: string };

/** Timestamps inside json_agg arrive as PostgreSQL's text; the answer spells them as every other date. */
const iso = (value: string) => new Date(value).toISOString();

function nestSkills(rows: SkillRow[]): TExperienceSkill[] {
  const toJson = (row: SkillRow): TExperienceSkill => ({
    id: row.id,
    name: row.name,
    level: row.level,
    skillableType: 'Experience',
    skillableId: row.experience_id,
    skillId: row.skill_id,
    custom: row.custom,
    skillsAttributes: [],
  });
  const byId = new Map(rows.map((row) => [row.id, toJson(row)]));
  const top: TExperienceSkill[] = [];
  for (const row of rows) {
    const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
    if (parent) parent.skillsAttributes.push(byId.get(row.id)!);
    else top.push(byId.get(row.id)!);
  }
  return top;
}

const selectExperiences = preparedSelect('experiences_by_ids', (db) =>
  db
    .select({
      experience: experiences,
      author: { id: users.id, firstname: users.firstname, lastname: users.lastname, avatarUrl: users.avatarUrl },
      address: addresses,
      tags: sql<NamedRow[]>`(select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by ${experienceTags.position}, ${experienceTags.tagId}), '[]'::json)
        from ${experienceTags} join ${tags} on ${tags.id} = ${experienceTags.tagId} where ${experienceTags.experienceId} = ${experiences.id})`,
      // A skill of the community's list is named in the viewer's locale when it has a translation.
      skills: sql<SkillRow[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'experience_id', s.experience_id, 'parent_id', s.parent_id,
          'skill_id', s.skill_id, 'name', coalesce(st.name, s.name), 'level', s.level, 'custom', s.custom) order by s.position, s.id), '[]'::json)
        from ${experienceSkills} s left join ${skillTranslations} st on st.skill_id = s.skill_id and not s.custom and st.locale = ${sql.placeholder('locale')}
        where s.experience_id = ${experiences.id})`,
      groups: sql<NamedRow[]>`(select coalesce(json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}) order by ${groups.name}, ${groups.id}), '[]'::json)
        from ${experienceGroups} join ${groups} on ${groups.id} = ${experienceGroups.groupId} where ${experienceGroups.experienceId} = ${experiences.id})`,
      certifications: sql<CertificationRow[]>`(select coalesce(json_agg(c order by c.updated_at desc, c.id desc), '[]'::json)
        from ${certifications} c where c.experience_id = ${experiences.id})`,
      // The latest request per experience: the card shows its status only.
      recognition: sql<RecognitionRow | null>`(select row_to_json(m) from ${microRecognitions} m
        where m.experience_id = ${experiences.id} order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(experiences)
    .innerJoin(users, eq(users.id, experiences.userId))
    .leftJoin(addresses, eq(addresses.experienceId, experiences.id))
    // One text for every page: the ids travel as one array parameter.
    .where(sql`${experiences.id} = any(${sql.placeholder('ids')}::int[])`),
);

/**
 * Loads a page of experiences with everything a card shows in ONE statement whatever the page
 * size: each list (tags, skills, groups, certifications, the latest recognition request) is a
 * correlated json_agg beside its experience, so a page costs one round trip to the database
 * (on PGlite, each statement's fixed cost dominates). Returns them in the order of `ids`; ids
 * that do not exist are skipped. Visibility is the caller's job (select the ids with
 * `visibleTo`); this only decides what a viewer may read inside a visible item: the public
 * token goes to the author or when the item is public, e-mail addresses never to an anonymous
 * (public-token) reader.
 */
export async function loadExperiences(db: Database, ids: number[], viewer: Viewer | null): Promise<TExperience[]> {
  if (ids.length === 0) return [];
  const base = await selectExperiences(db, { ids, locale: viewer?.locale ?? null });

  const showEmails = viewer !== null;

  const byId = new Map(
    base.map(({ experience: e, author, address, tags: tagRows, skills: skillRows, groups: groupRows, certifications: certificationRows, recognition }): [number, TExperience] => {
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
          tagsAttributes: tagRows.map((t) => ({ id: t.id, name: t.name, taggableType: 'Experience' as const })),
          skillsAttributes: nestSkills(skillRows),
          certificationAttributes: certificationRows.map((c) => ({
            id: c.id,
            certificatorAttributes: { name: c.certificator_name, email: showEmails ? c.certificator_email : null },
            updatedAt: iso(c.updated_at),
          })),
          sharingParameters: e.sharingParameters,
          groupIds: groupRows.map((g) => g.id),
          groups: groupRows.map((g) => ({ id: g.id, name: g.name })),
          official: e.official,
          highlight: e.highlight,
          microRecognition: recognition
            ? {
                id: recognition.id,
                status: recognition.status,
                createdAt: iso(recognition.created_at),
                updatedAt: iso(recognition.updated_at),
                teacherable: { email: showEmails ? recognition.teacher_email : null },
              }
            : null,
          publicToken: viewer?.userId === e.userId || e.sharingParameters === 'public' ? e.publicToken : null,
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
