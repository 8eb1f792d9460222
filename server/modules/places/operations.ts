import 'server-only';
import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { ZPlace } from '@/lib/shared/validation/place';
import { clientAddress } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { data, operation } from '../../http/operation';
import { parseWith } from '../../http/validate';

/** Open to the logged-out pages too, so limited per client address: a search box fires often, a script more. */
export const PLACES_LIMITS = { perAddress: 60, windowMs: 60 * 1000 } as const;

const language = z.enum(LOCALES).default('fr');
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const ZForward = z.object({ query: z.string().trim().min(1).max(200), language });
const ZReverse = z.object({ latitude: decimal(-90, 90), longitude: decimal(-180, 180), language });

export const placeOperations = [
  /**
   * GET /mapbox — the browser's /api/mapbox (spec §7): `?query=&language=` searches by name,
   * `?latitude=&longitude=&language=` finds the nearest places. Answers `{data: [place]}`.
   */
  operation({
    method: 'get',
    path: '/mapbox',
    summary: "Location search (the browser's /api/mapbox): by query, or by latitude and longitude; Mapbox when configured, else offline",
    access: 'public',
    // Either schema, as the query names a place or a point: the handler reads the one it is.
    query: ZForward.partial().extend(ZReverse.partial().shape),
    responses: {
      200: data(z.array(ZPlace), '8 places at most'),
      429: 'RATE_LIMITED: 60 per minute per address, with Retry-After',
      502: 'UPSTREAM_ERROR: Mapbox did not answer',
    },
    // The browser's /api/mapbox arrives here as /mapbox: open to everyone, rate-limited per address.
    sessionless: true,
    handler: async (c) => {
      const { rateLimiter, places } = c.get('deps');
      const decision = await rateLimiter.hit(`places:address:${clientAddress(c)}`, PLACES_LIMITS.perAddress, PLACES_LIMITS.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many location searches, try again later');
      const raw = c.req.query();
      const query = 'latitude' in raw || 'longitude' in raw ? parseWith(ZReverse, raw) : parseWith(ZForward, raw);
      return c.json({ data: await places.search(query) });
    },
  }),
];
