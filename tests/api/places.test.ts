import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACES_LIMITS } from '@/server/modules/places/operations';
import { createPlacesService } from '@/server/modules/places/places';
import { startTestApi, type TestApi } from '../support/api-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let addresses = 0;
/** Each request from its own client address, so the per-address limit stays out of the way. */
const search = (query: string, address = `203.0.113.${++addresses % 250}`) =>
  api.request(`/mapbox?${query}`, { host: 'demo.localhost:3000', headers: { 'x-forwarded-for': address } });

async function places(query: string) {
  const res = await search(query);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text).data as any[];
}

describe('GET /mapbox offline (no MAPBOX_TOKEN): the GeoNames gazetteer', () => {
  it('finds Marseille from a prefix, most populous first, with the country in French', async () => {
    const results = await places('query=Marseil&language=fr');
    expect(results[0]).toEqual({
      name: 'Marseille',
      city: 'Marseille',
      postcode: null,
      administrative: null,
      country: 'France',
      latitude: expect.closeTo(43.297, 2),
      longitude: expect.closeTo(5.381, 2),
    });
  });

  it('ignores case and accents in the query', async () => {
    for (const query of ['MARSEIL', 'marséil', '  marseille  ']) expect((await places(`query=${encodeURIComponent(query)}&language=fr`))[0].name).toBe('Marseille');
    expect((await places('query=zurich&language=en'))[0]).toMatchObject({ name: 'Zürich', country: 'Switzerland' });
  });

  it('names the country in the asked language', async () => {
    expect((await places('query=Athens&language=en'))[0]).toMatchObject({ name: 'Athens', country: 'Greece' });
    expect((await places('query=Athens&language=fr'))[0]).toMatchObject({ name: 'Athènes', country: 'Grèce' });
    expect((await places('query=Athens&language=it'))[0]).toMatchObject({ country: 'Grecia' });
    expect((await places('query=Athens&language=el'))[0]).toMatchObject({ country: 'Ελλάδα' });
    expect((await places('query=Marseille&language=en'))[0]).toMatchObject({ country: 'France' });
    expect((await places('query=Marseille&language=nl'))[0]).toMatchObject({ country: 'Frankrijk' });
  });

  it('defaults to French when no language is given', async () => {
    expect((await places('query=Athens'))[0].country).toBe('Grèce');
  });

  it('answers 8 results at most, and none for an unknown name', async () => {
    const many = await places('query=San&language=en');
    expect(many).toHaveLength(8);
    // No two results look the same (same town name in the same country).
    expect(new Set(many.map((p) => `${p.name}|${p.country}`)).size).toBe(8);
    expect(await places('query=Qxzqxzqxz&language=en')).toEqual([]);
  });

  it('reads "Town, Country" as the town', async () => {
    expect((await places(`query=${encodeURIComponent('Marseille, France')}&language=fr`))[0].name).toBe('Marseille');
  });

  it('finds the nearest town from coordinates (reverse)', async () => {
    const results = await places('latitude=43.2965&longitude=5.3698&language=fr');
    expect(results[0]).toMatchObject({ name: 'Marseille', city: 'Marseille', country: 'France' });
    expect(results.length).toBeLessThanOrEqual(8);
    const athens = await places('latitude=37.9838&longitude=23.7275&language=en');
    expect(athens[0]).toMatchObject({ name: 'Athens', country: 'Greece' });
  });

  it('names the nearest town in the asked language (reverse)', async () => {
    expect((await places('latitude=38.7169&longitude=-9.1399&language=pt'))[0]).toMatchObject({ name: 'Lisboa', city: 'Lisboa', country: 'Portugal' });
    expect((await places('latitude=38.7169&longitude=-9.1399&language=fr'))[0]).toMatchObject({ name: 'Lisbonne', country: 'Portugal' });
    expect((await places('latitude=38.7169&longitude=-9.1399&language=en'))[0]).toMatchObject({ name: 'Lisbon', country: 'Portugal' });
    expect((await places('latitude=37.9838&longitude=23.7275&language=el'))[0]).toMatchObject({ name: 'Αθήνα', country: 'Ελλάδα' });
  });

  it('names a town in the asked language where CLDR does, and finds it by any of those names', async () => {
    const lisbon = { country: expect.any(String), latitude: expect.closeTo(38.717, 2), longitude: expect.closeTo(-9.133, 2) };
    expect((await places('query=Lisb&language=pt'))[0]).toEqual({ ...lisbon, name: 'Lisboa', city: 'Lisboa', postcode: null, administrative: null, country: 'Portugal' });
    expect((await places('query=Lisb&language=fr'))[0]).toMatchObject({ ...lisbon, name: 'Lisbonne', city: 'Lisbonne' });
    expect((await places('query=Lisb&language=it'))[0]).toMatchObject({ ...lisbon, name: 'Lisbona' });
    expect((await places('query=Lisb&language=nl'))[0]).toMatchObject({ ...lisbon, name: 'Lissabon' });
    expect((await places('query=Lisb&language=en'))[0]).toMatchObject({ ...lisbon, name: 'Lisbon', city: 'Lisbon' });
    expect((await places(`query=${encodeURIComponent('Λισαβ')}&language=el`))[0]).toMatchObject({ ...lisbon, name: 'Λισαβόνα', country: 'Πορτογαλία' });
    // Accents and capitals, as for any name; "ΛΙΣ" lower-cases to "λις", with a final sigma.
    expect((await places(`query=${encodeURIComponent('ΛΙΣ')}&language=el`))[0]).toMatchObject({ ...lisbon, name: 'Λισαβόνα' });
    expect((await places(`query=${encodeURIComponent('αθηνα')}&language=el`))[0]).toMatchObject({ name: 'Αθήνα', country: 'Ελλάδα' });
    // A name of another language finds the town, named in the page's.
    expect((await places('query=lisbonne&language=pt'))[0]).toMatchObject({ ...lisbon, name: 'Lisboa' });
    expect((await places('query=Lisboa&language=en'))[0]).toMatchObject({ ...lisbon, name: 'Lisbon' });
  });

  it('lists a town found by several of its names once', async () => {
    const results = await places('query=Lisb&language=pt');
    expect(results.filter((p) => p.country === 'Portugal' && p.latitude > 38.7 && p.latitude < 38.73)).toHaveLength(1);
    // Lisbon, Ohio and the other American Lisbons keep their name.
    expect(results.filter((p) => p.name === 'Lisbon' && p.country === 'Estados Unidos').length).toBeGreaterThan(0);
    expect(results.filter((p) => p.name === 'Lisboa')).toHaveLength(1);
  });

  it('keeps the GeoNames name of a town CLDR does not name', async () => {
    for (const language of ['fr', 'pt', 'el'] as const) expect((await places(`query=Marseil&language=${language}`))[0].name).toBe('Marseille');
    expect((await places('query=Aix%20en%20Prov&language=el'))[0].name).toBe('Aix-en-Provence');
  });

  it('answers no place in the middle of the ocean', async () => {
    expect(await places('latitude=-40&longitude=-130&language=en')).toEqual([]);
  });

  it.each([
    ['no query at all', ''],
    ['an empty query', 'query=&language=fr'],
    ['a blank query', 'query=%20%20&language=fr'],
    ['a query of 201 characters', `query=${'a'.repeat(201)}&language=fr`],
    ['an unknown language', 'query=Paris&language=de'],
    ['a latitude that is not a number', 'latitude=abc&longitude=5&language=fr'],
    ['a latitude out of range', 'latitude=91&longitude=5&language=fr'],
    ['a longitude out of range', 'latitude=43&longitude=-181&language=fr'],
    ['a latitude without longitude', 'latitude=43.2&language=fr'],
    ['an empty latitude', 'latitude=&longitude=5&language=fr'],
  ])('answers 422 for %s', async (_label, query) => {
    const res = await search(query);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['errors']);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
  });

  it('needs no session', async () => {
    const res = await api.request('/mapbox?query=Lyon&language=fr', { headers: { 'x-forwarded-for': '198.18.0.1' } });
    expect(res.status).toBe(200);
  });

  it(`limits one address to ${PLACES_LIMITS.perAddress} searches a minute, leaving others alone`, async () => {
    const address = '198.18.0.2';
    for (let i = 0; i < PLACES_LIMITS.perAddress; i++) expect((await search('query=Lyon&language=fr', address)).status).toBe(200);
    const limited = await search('query=Lyon&language=fr', address);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Bad input counts too, and is still limited rather than validated.
    expect((await search('query=', address)).status).toBe(429);
    expect((await search('query=Lyon&language=fr', '198.18.0.3')).status).toBe(200);
  });
});

describe('GET /mapbox with MAPBOX_TOKEN: a proxy to Mapbox geocoding', () => {
  let mapbox: TestApi;
  const calls: string[] = [];
  let answer: () => Response;
  const stub: typeof fetch = async (input) => {
    calls.push(String(input));
    return answer();
  };

  beforeAll(async () => {
    mapbox = await startTestApi({ deps: { places: createPlacesService({ mapboxToken: 'pk.test-token', fetch: stub }) } });
  });
  afterAll(() => mapbox.close());

  const feature = {
    text: 'Rue de la République',
    place_name: '12 Rue de la République, 13002 Marseille, France',
    place_type: ['address'],
    center: [5.3712, 43.2991],
    context: [
      { id: 'postcode.1', text: '13002' },
      { id: 'place.2', text: 'Marseille' },
      { id: 'region.3', text: 'Provence-Alpes-Côte d’Azur' },
      { id: 'country.4', text: 'France', short_code: 'fr' },
    ],
  };

  it('forwards the query and language with the server-side token, and normalises the answer', async () => {
    answer = () => Response.json({ type: 'FeatureCollection', features: [feature, { text: 'Marseille', place_name: 'Marseille, France', place_type: ['place'], center: [5.38, 43.29], context: [{ id: 'country.4', text: 'France' }] }] });
    const res = await mapbox.request('/mapbox?query=12%20rue%20de%20la%20R%C3%A9publique&language=fr');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: [
        { name: '12 Rue de la République', city: 'Marseille', postcode: '13002', administrative: 'Provence-Alpes-Côte d’Azur', country: 'France', latitude: 43.2991, longitude: 5.3712 },
        { name: 'Marseille', city: 'Marseille', postcode: null, administrative: null, country: 'France', latitude: 43.29, longitude: 5.38 },
      ],
    });
    const url = new URL(calls.at(-1)!);
    expect(url.origin).toBe('https://api.mapbox.com');
    expect(decodeURIComponent(url.pathname)).toBe('/geocoding/v5/mapbox.places/12 rue de la République.json');
    expect(url.searchParams.get('access_token')).toBe('pk.test-token');
    expect(url.searchParams.get('language')).toBe('fr');
    expect(url.searchParams.get('limit')).toBe('8');
  });

  it('asks Mapbox by longitude,latitude for a reverse lookup', async () => {
    answer = () => Response.json({ features: [feature] });
    const res = await mapbox.request('/mapbox?latitude=43.2965&longitude=5.3698&language=en');
    expect(res.status).toBe(200);
    expect(new URL(calls.at(-1)!).pathname).toBe('/geocoding/v5/mapbox.places/5.3698,43.2965.json');
    expect(new URL(calls.at(-1)!).searchParams.get('language')).toBe('en');
  });

  it.each([
    ['an error status', () => new Response('{"message":"Not Authorized"}', { status: 401 })],
    ['an answer of another shape', () => Response.json({ unexpected: true })],
    ['a body that is not JSON', () => new Response('<html>')],
  ])('answers 502 UPSTREAM_ERROR on %s, without leaking the token', async (_label, make) => {
    answer = make;
    const res = await mapbox.request('/mapbox?query=Paris&language=fr');
    expect(res.status).toBe(502);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'UPSTREAM_ERROR', message: expect.any(String) } });
    expect(text).not.toContain('pk.test-token');
  });

  it('still validates before calling Mapbox', async () => {
    const before = calls.length;
    expect((await mapbox.request('/mapbox?query=&language=fr')).status).toBe(422);
    expect(calls.length).toBe(before);
  });

  it('says so in GET /v2/features', async () => {
    expect(await (await mapbox.request('/v2/features')).json()).toEqual({ data: { unsplash: false, mapbox: true } });
  });
});
