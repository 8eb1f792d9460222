import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TPlace } from '@/lib/shared/validation/place';

/** A location search result: the address fields of an experience plus coordinates. */
export type Place = TPlace;

/** By text (forward), or by coordinates ("use my position", reverse). */
export type PlaceQuery = { query: string; language: TLocale } | { latitude: number; longitude: number; language: TLocale };

export type PlacesService = {
  provider: 'mapbox' | 'offline';
  search: (query: PlaceQuery) => Promise<Place[]>;
};

export const MAX_PLACES = 8;

const displayNames = new Map<string, Intl.DisplayNames>();

/** "GR" → "Grèce" in French, "Greece" in English: ICU's names, no table of our own. */
export function countryName(code: string, language: TLocale): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
