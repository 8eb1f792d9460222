import 'server-only';
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import {
  addresses,
  certifications,
  openBadgeCredentials,
  experienceGroups,
  experienceSkills,
  skillTranslations,
  experienceTags,
  experiences,
  groups,
  microRecognitions,
  microRecognitionSkills,
  tags,
} from '../../db/schema';
import type { TExperience, TExperienceSkill } from '@/lib/shared/validation/experience-answer';
import type { TPublicLinkState } from '@/lib/shared/validation/public-links';
import type { Viewer } from '../sharing';
import { authorFor, authorJson, type AuthorRow, experienceLinkState, isoFromJson } from '../sharing';
import { pictureUrl } from '../pictures';

/** Coordinates are stored as text; JSON may also carry them as numbers. */
const coordinate = (value: string | number | null) => (value === null || value === '' ? null : Number(value));

/** An experience_skills row as json_agg spells it: the table's own column names. */
type SkillRow = { id: number; experience_id: number; parent_id: number | null; skill_id: number | null; name: string; level: number; certified_level: number | null; custom: boolean };
type CertificationRow = { id: number; certificator_name: string; certificator_email: string; updated_at: string; credential_id: string | null };
type RecognitionRow = { id: number; status: string; teacher_email: string; created_at: string; updated_at: string };
type NamedRow = { id: number; name: string };
type AddressRow = { name: string | null; city: string | null; postcode: string | null; administrative: string | null; country: string | null; latitude: string | null; longitude: string | null };

/** One experience with everything a card shows, as experienceJson spells it. */
export type ExperienceRow = {
  id: number;
  userId: number;
  description: string;
  date: string;
  createdAt: string;
  updatedAt: string;
  pictureKey: string | null;
  pictureWidth: number | null;
  pictureHeight: number | null;
  pictureAlt: string | null;
  linkUrl: string | null;
  sharingParameters: TExperience['sharingParameters'];
  official: boolean;
  highlight: boolean;
  publicToken: string;
  publicLink: TPublicLinkState | null;
  author: AuthorRow;
  address: AddressRow | null;
  tags: NamedRow[];
  skills: SkillRow[];
  groups: NamedRow[];
  certifications: CertificationRow[];
  recognition: RecognitionRow | null;
};


function nestSkills(rows: SkillRow[]): TExperienceSkill[] {
  const toJson = (row: SkillRow): TExperienceSkill => ({
    id: row.id,
    name: row.name,
    level: row.level,
    certifiedLevel: row.certified_level,
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

/**
 * The experience of the enclosing query's `experiences` row, with everything a card shows, as one
 * JSON value: each list (tags, skills, groups, certifications, the latest recognition request) is
 * a correlated json_agg beside it, so a page of experiences costs one statement whatever its size,
 * and the journal reads its page's experiences in the same statement as their ids (journals.ts).
 * `locale` names the community's skills in the viewer's language where a translation exists.
 */
export const experienceJson = (locale: Placeholder) => sql<ExperienceRow>`json_build_object(
  'id', ${experiences.id}, 'userId', ${experiences.userId}, 'description', ${experiences.description},
  'date', ${experiences.date}, 'createdAt', ${experiences.createdAt}, 'updatedAt', ${experiences.updatedAt},
  'pictureKey', ${experiences.pictureKey}, 'pictureWidth', ${experiences.pictureWidth}, 'pictureHeight', ${experiences.pictureHeight},
  'pictureAlt', ${experiences.pictureAlt}, 'linkUrl', ${experiences.linkUrl}, 'sharingParameters', ${experiences.sharingParameters}, 'official', ${experiences.official},
  'highlight', ${experiences.highlight}, 'publicToken', ${experiences.publicToken}, 'publicLink', ${experienceLinkState},
  'author', ${authorJson(experiences.userId, experiences.communityId)},
  'address', (select row_to_json(a) from ${addresses} a where a.experience_id = ${experiences.id}),
  'tags', (select coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) order by ${experienceTags.position}, ${experienceTags.tagId}), '[]'::json)
    from ${experienceTags} join ${tags} on ${tags.id} = ${experienceTags.tagId} where ${experienceTags.experienceId} = ${experiences.id}),
  'skills', (select coalesce(json_agg(json_build_object('id', s.id, 'experience_id', s.experience_id, 'parent_id', s.parent_id,
      'skill_id', s.skill_id, 'name', coalesce(st.name, s.name), 'level', s.level, 'custom', s.custom,
      'certified_level', (select mrs.teacher_level - 1 from ${microRecognitionSkills} mrs join ${certifications} c on c.micro_recognition_id = mrs.micro_recognition_id
        where mrs.experience_skill_id = s.id and mrs.teacher_level is not null order by c.created_at desc, c.id desc limit 1)) order by s.position, s.id), '[]'::json)
    from ${experienceSkills} s left join ${skillTranslations} st on st.skill_id = s.skill_id and not s.custom and st.locale = ${locale}
    where s.experience_id = ${experiences.id}),
  'groups', (select coalesce(json_agg(json_build_object('id', ${groups.id}, 'name', ${groups.name}) order by ${groups.name}, ${groups.id}), '[]'::json)
    from ${experienceGroups} join ${groups} on ${groups.id} = ${experienceGroups.groupId} where ${experienceGroups.experienceId} = ${experiences.id}),
  'certifications', (select coalesce(json_agg(json_build_object('id', c.id, 'certificator_name', c.certificator_name,
      'certificator_email', c.certificator_email, 'updated_at', c.updated_at, 'credential_id', b.public_id) order by c.updated_at desc, c.id desc), '[]'::json)
    from ${certifications} c left join ${openBadgeCredentials} b on b.certification_id = c.id and b.revoked_at is null and b.original_id is null
    where c.experience_id = ${experiences.id}),
  'recognition', (select row_to_json(m) from ${microRecognitions} m
    where m.experience_id = ${experiences.id} order by m.created_at desc, m.id desc limit 1)
)`;

/**
 * What a viewer may read of one experience: the public token goes to the author, or to anyone
 * once the item's public link is live (not while it waits for approval or links are off); e-mail addresses never to an anonymous (public-token) reader. Visibility of the
 * experience itself is the caller's job.
 */
export function toExperience(e: ExperienceRow, viewer: Viewer | null): TExperience {
  const showEmails = viewer !== null;
  const address = e.address;
  return {
    id: e.id,
    type: 'Experience',
    description: e.description,
    date: isoFromJson(e.date),
    createdAt: isoFromJson(e.createdAt),
    updatedAt: isoFromJson(e.updatedAt),
    pictureUrl: pictureUrl(e.pictureKey),
    pictureWidth: e.pictureWidth,
    pictureHeight: e.pictureHeight,
    pictureAlt: e.pictureAlt,
    userAttributes: authorFor(e.author, viewer === null),
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
    tagsAttributes: e.tags.map((t) => ({ id: t.id, name: t.name, taggableType: 'Experience' as const })),
    skillsAttributes: nestSkills(e.skills),
    certificationAttributes: e.certifications.map((c) => ({
      id: c.id,
      certificatorAttributes: { name: c.certificator_name, email: showEmails ? c.certificator_email : null },
      updatedAt: isoFromJson(c.updated_at),
      credentialId: c.credential_id,
    })),
    sharingParameters: e.sharingParameters,
    groupIds: e.groups.map((g) => g.id),
    groups: e.groups.map((g) => ({ id: g.id, name: g.name })),
    official: e.official,
    highlight: e.highlight,
    microRecognition: e.recognition
      ? {
          id: e.recognition.id,
          status: e.recognition.status,
          createdAt: isoFromJson(e.recognition.created_at),
          updatedAt: isoFromJson(e.recognition.updated_at),
          teacherable: { email: showEmails ? e.recognition.teacher_email : null },
        }
      : null,
    publicToken: viewer?.userId === e.userId || e.publicLink === 'live' ? e.publicToken : null,
    publicLink: e.publicLink,
  };
}

const selectExperiences = preparedStatement<{ experience: ExperienceRow }, { ids: number[]; locale: string | null }>(
  'experiences_by_ids',
  // One text for every page: the ids travel as one array parameter.
  () => sql`select ${experienceJson(sql.placeholder('locale'))} as experience from ${experiences}
    where ${experiences.id} = any(${sql.placeholder('ids')}::int[])`,
);

/** A page of experiences in one statement (experienceJson), in the order of `ids`; ids that do not exist are skipped. `locale` names their skills: a reader signed out has one too. */
export async function loadExperiences(db: Database, ids: number[], viewer: Viewer | null, locale: string | null = viewer?.locale ?? null): Promise<TExperience[]> {
  if (ids.length === 0) return [];
  const rows = await selectExperiences(db, { ids, locale });
  const byId = new Map(rows.map(({ experience }) => [experience.id, toExperience(experience, viewer)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
