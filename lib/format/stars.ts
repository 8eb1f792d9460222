/** Spec §5: a skill level shows as level + 1 stars out of 4. */
export const SKILL_STARS = 4;
export const starsForLevel = (level: number | null | undefined) => (level === null || level === undefined ? 0 : level + 1);
export const levelForStars = (stars: number) => Math.min(Math.max(stars - 1, 0), SKILL_STARS - 1);
