import type { TExperience } from '@/lib/shared/validation/experience-answer';
import type { TUser } from '@/lib/shared/validation/user';
import type { TExperienceCreateInput, TExperienceUpdateInput } from '@/lib/shared/validation/experience';
import { normalizeLink } from '@/lib/shared/validation/experience-rules';
import type { TDraftSkill, TDraftTag, TExperienceDraft } from './draft-types';

/** Spec §4 defaults: private, empty description, no tags, skills or groups, official false. */
export function emptyDraft(now: Date = new Date()): TExperienceDraft {
  return {
    id: null,
    description: '',
    date: now,
    link: null,
    sharingParameters: 'private',
    groupIds: [],
    tagsAttributes: [],
    skillsAttributes: [],
    addressAttributes: null,
    official: false,
    pictureUrl: null,
    pictureAlt: '',
  };
}

const savedSkill = (skill: TExperience['skillsAttributes'][number]): TDraftSkill => ({
  id: skill.id,
  isNew: false,
  skillId: skill.skillId,
  name: skill.name,
  level: skill.level,
  custom: skill.custom,
  skillsAttributes: (skill.skillsAttributes ?? []).map(savedSkill),
});

/** Edit mode: the draft has an id. */
export function draftFromExperience(experience: TExperience): TExperienceDraft {
  return {
    id: experience.id,
    description: experience.description,
    date: new Date(experience.date),
    link: experience.link ? { linkUrl: experience.link.linkUrl } : null,
    sharingParameters: experience.sharingParameters,
    groupIds: experience.groupIds,
    tagsAttributes: experience.tagsAttributes.map((tag) => ({ id: tag.id, name: tag.name })),
    skillsAttributes: experience.skillsAttributes.map(savedSkill),
    addressAttributes: experience.addressAttributes,
    official: false,
    pictureUrl: experience.pictureUrl,
    pictureAlt: experience.pictureAlt ?? '',
  };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Create mode (spec §4): a tag toggle adds or removes by name, locally. */
export function toggleTagLocally(tags: TDraftTag[], name: string): TDraftTag[] {
  const trimmed = name.trim();
  if (!trimmed) return tags;
  return tags.some((tag) => sameName(tag.name, trimmed)) ? tags.filter((tag) => !sameName(tag.name, trimmed)) : [...tags, { name: trimmed }];
}

/** Temporary ids for new skills: random, and never a real (positive, sequential) database id. */
const temporarySkillId = () => -Math.floor(Math.random() * 1_000_000_000) - 1;

type SkillCandidate = { skillId: number | null; name: string; custom: boolean };
const matches = (skill: TDraftSkill, candidate: SkillCandidate) =>
  candidate.skillId !== null ? skill.skillId === candidate.skillId : skill.custom && sameName(skill.name, candidate.name);

/**
 * Spec §4 skill toggle: a new skill is added with no level; a newly added one is removed;
 * a saved one toggles between marked for destruction and restored.
 */
export function toggleSkill(skills: TDraftSkill[], candidate: SkillCandidate, newId: () => number = temporarySkillId): TDraftSkill[] {
  const existing = skills.find((skill) => matches(skill, candidate));
  if (!existing) {
    return [...skills, { id: newId(), isNew: true, skillId: candidate.skillId, name: candidate.name.trim(), level: null, custom: candidate.custom, skillsAttributes: [] }];
  }
  if (existing.isNew) return skills.filter((skill) => skill !== existing);
  return skills.map((skill) => (skill === existing ? { ...skill, _destroy: !skill._destroy } : skill));
}

export function setSkillLevel(skills: TDraftSkill[], id: number, level: number): TDraftSkill[] {
  return skills.map((skill) => (skill.id === id ? { ...skill, level } : { ...skill, skillsAttributes: setSkillLevel(skill.skillsAttributes, id, level) }));
}

/** Spec §5: the required step passes only with both a picture and a description. */
export const isRequiredStepValid = (draft: Pick<TExperienceDraft, 'description'>, hasPicture: boolean) =>
  hasPicture && draft.description.trim().length > 0;

/** Spec §5 skills check: none, or every kept skill (nested ones too) has a name and a level. */
export function areSkillsValid(skills: TDraftSkill[]): boolean {
  return skills.filter((skill) => !skill._destroy).every((skill) => skill.name.trim() !== '' && skill.level !== null && areSkillsValid(skill.skillsAttributes));
}

type SkillPayload = NonNullable<TExperienceCreateInput['skillsAttributes']>[number];
function skillPayload(skill: TDraftSkill): SkillPayload {
  return {
    ...(skill.isNew ? {} : { id: skill.id }),
    skillId: skill.skillId,
    name: skill.name,
    // A missing level is caught by areSkillsValid before submit; the server refuses it anyway.
    level: skill.level ?? -1,
    custom: skill.custom,
    ...(skill._destroy ? { _destroy: true } : {}),
    skillsAttributes: skill.skillsAttributes.map(skillPayload),
  };
}

/** Spec §7 payload: date as an ISO string, group ids as strings. */
export function toCreatePayload(draft: TExperienceDraft): TExperienceCreateInput {
  return { ...commonPayload(draft), tagsAttributes: draft.tagsAttributes.filter((tag) => !tag._destroy).map((tag) => ({ name: tag.name })) };
}

function commonPayload(draft: TExperienceDraft) {
  return {
    description: draft.description.trim(),
    pictureAlt: draft.pictureAlt.trim() || null,
    date: draft.date.toISOString(),
    // Spec §5: an empty link is cleared; the server prepends http:// with the same shared rule.
    link: draft.link?.linkUrl.trim() ? { linkUrl: draft.link.linkUrl.trim() } : null,
    sharingParameters: draft.sharingParameters,
    groupIds: draft.groupIds.map(String),
    skillsAttributes: draft.skillsAttributes.filter((skill) => !skill._destroy).map(skillPayload),
    addressAttributes: draft.addressAttributes,
  };
}

/** Tags are saved as they are toggled in edit mode, so the final update leaves them alone. */
export function toUpdatePayload(draft: TExperienceDraft): TExperienceUpdateInput {
  return { ...commonPayload(draft), skillsAttributes: draft.skillsAttributes.filter((skill) => !(skill.isNew && skill._destroy)).map(skillPayload) };
}

/** Spec §4 preview: built from the draft with highlight false, id 0, official false, created now, by the current user. */
export function buildPreview(draft: TExperienceDraft, user: Pick<TUser, 'id' | 'firstname' | 'lastname' | 'avatarUrl'>, pictureUrl: string | null): TExperience {
  const now = new Date().toISOString();
  return {
    id: 0,
    type: 'Experience',
    description: draft.description,
    date: draft.date.toISOString(),
    createdAt: now,
    updatedAt: now,
    pictureUrl,
    pictureWidth: null,
    pictureHeight: null,
    pictureAlt: draft.pictureAlt.trim() || null,
    userAttributes: { id: user.id, firstname: user.firstname, lastname: user.lastname, avatarUrl: user.avatarUrl },
    addressAttributes: draft.addressAttributes
      ? { name: null, city: null, postcode: null, administrative: null, country: null, latitude: null, longitude: null, ...draft.addressAttributes }
      : null,
    link: draft.link?.linkUrl ? { linkUrl: normalizeLink(draft.link.linkUrl) ?? '' } : null,
    tagsAttributes: draft.tagsAttributes.filter((tag) => !tag._destroy).map((tag, index) => ({ id: tag.id ?? -index - 1, name: tag.name, taggableType: 'Experience' })),
    skillsAttributes: [],
    certificationAttributes: [],
    sharingParameters: draft.sharingParameters,
    groupIds: draft.groupIds,
    groups: [],
    official: false,
    highlight: false,
    microRecognition: null,
    publicToken: null,
    publicLink: null,
  };
}
