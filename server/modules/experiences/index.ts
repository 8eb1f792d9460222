export { experienceOperations } from './operations';
export { isCertified } from './certified';
export { createSkills } from './experience-skills';
export { findEditableExperience, findVisibleExperience } from './experiences';
export { experienceJson, type ExperienceRow, loadExperiences, toExperience } from './serializer';
