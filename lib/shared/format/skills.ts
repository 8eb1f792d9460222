import type { TExperienceSkill } from '@/lib/shared/validation/experience-answer';

/** An experience's skills with their sub-skills after each parent: every rated skill once, in reading order. */
export const flattenSkills = (skills: TExperienceSkill[]): TExperienceSkill[] => skills.flatMap((skill) => [skill, ...flattenSkills(skill.skillsAttributes)]);
