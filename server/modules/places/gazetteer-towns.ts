/**
 * What the offline gazetteer and the script that names its towns in each language
 * (scripts/town-names.ts) must agree on: which GeoNames entries are towns, and how a name is
 * compared. No `server-only` here: the script runs outside the backend.
 */

/** Districts, historical, abandoned or destroyed places: not where a learner says they were. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLA5', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export const isTown = (city: { featureCode: string }): boolean => !SKIPPED_FEATURES.has(city.featureCode);

/**
 * Case- and accent-insensitive: "Marseil", "MARSEIL" and "marséil" find Marseille; punctuation is
 * a space. Greek's final sigma is a sigma: "ΑΘΗΝΑΣ" lower-cases to "αθηνας", and a prefix typed in
 * capitals ends in "ς" where the name goes on with "σ".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ')
    .replace(/[\s\-‐'’.,()]+/g, ' ')
    .trim();
}
