export { skillOperations } from './operations';
export { applyGroupSkillChanges, offeredTo } from './group-skills';
