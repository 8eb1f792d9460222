import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { clientAddress, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { parseWith } from '../validate';

/** Open to the logged-out pages too, so limited per client address: a search box fires often, a script more. */
export const PLACES_LIMITS = { perAddress: 60, windowMs: 60 * 1000 } as const;

const language = z.enum(LOCALES).default('fr');
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

export const ZForward = z.object({ query: z.string().trim().min(1).max(200), language });
export const ZReverse = z.object({ latitude: decimal(-90, 90), longitude: decimal(-180, 180), language });

/**
 * GET /mapbox — the browser's /api/mapbox (spec §7): `?query=&language=` searches by name,
 * `?latitude=&longitude=&language=` finds the nearest places. Answers `{data: [place]}`.
 */
export const placeRoutes = new Hono<AppEnv>().get('/mapbox', async (c) => {
  const { rateLimiter, places } = c.get('deps');
  const decision = await rateLimiter.hit(`places:address:${clientAddress(c)}`, PLACES_LIMITS.perAddress, PLACES_LIMITS.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many location searches, try again later');
  const raw = c.req.query();
  const query = 'latitude' in raw || 'longitude' in raw ? parseWith(ZReverse, raw) : parseWith(ZForward, raw);
  return c.json({ data: await places.search(query) });
});
