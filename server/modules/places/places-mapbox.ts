import 'server-only';
import { z } from 'zod';
import { upstreamUnavailable } from '../../platform/errors';
import { MAX_PLACES, type Place, type PlacesService } from './places-common';

const ENDPOINT = 'https://api.mapbox.com/geocoding/v5/mapbox.places';
const TIMEOUT_MS = 5000;

/** What we read of a Mapbox geocoding answer; an answer of another shape is an upstream error. */
const ZAnswer = z.object({
  features: z.array(
    z.object({
      text: z.string(),
      place_name: z.string().optional(),
      place_type: z.array(z.string()).default([]),
      center: z.tuple([z.number(), z.number()]),
      context: z.array(z.object({ id: z.string(), text: z.string() })).default([]),
    }),
  ),
});
type Feature = z.infer<typeof ZAnswer>['features'][number];

const upstreamError = () => upstreamUnavailable('Location search is unavailable, try again later');

/** A feature's own level ("place", "postcode"…) comes from its type; the levels above from its context. */
export function placeFromMapbox(feature: Feature): Place {
  const level = (type: string) =>
    feature.place_type.includes(type) ? feature.text : (feature.context.find((c) => c.id.startsWith(`${type}.`))?.text ?? null);
  return {
    name: feature.place_name?.split(',')[0].trim() || feature.text,
    city: level('place'),
    postcode: level('postcode'),
    administrative: level('region'),
    country: level('country'),
    latitude: feature.center[1],
    longitude: feature.center[0],
  };
}

/** The token stays on the server: the browser only ever talks to /api/mapbox. */
export function createMapboxPlaces(token: string, fetchImpl: typeof fetch): PlacesService {
  return {
    provider: 'mapbox',
    async search(query) {
      const params = new URLSearchParams({ access_token: token, language: query.language });
      let path: string;
      if ('query' in query) {
        path = encodeURIComponent(query.query);
        params.set('limit', String(MAX_PLACES));
        params.set('autocomplete', 'true');
      } else {
        path = `${query.longitude},${query.latitude}`;
      }
      let body: unknown;
      try {
        const res = await fetchImpl(`${ENDPOINT}/${path}.json?${params}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) throw upstreamError();
        body = await res.json();
      } catch {
        throw upstreamError();
      }
      const answer = ZAnswer.safeParse(body);
      if (!answer.success) throw upstreamError();
      return answer.data.features.slice(0, MAX_PLACES).map(placeFromMapbox);
    },
  };
}
