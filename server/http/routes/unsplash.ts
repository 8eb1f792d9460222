import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import type { UnsplashClient } from '../../modules/pictures/unsplash';
import { clientAddress, type AppContext, type AppEnv } from '../context';
import { HttpError, RateLimitedError } from '../errors';
import { requireAuth } from '../session';
import { parseWith, snake } from '../validate';

export const UNSPLASH_LIMITS = { perAddress: 60, windowMs: 60 * 1000 } as const;

export const ZSearch = z.object({
  query: z.string().trim().min(1).max(100),
  page: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().min(1)).default(1),
  per_page: z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().min(1).max(30)).default(12),
});
export const ZTrack = z.object({ download_location: z.string().min(1).max(500) });

/** Signed-in members only, and only when a key is configured (GET /v2/features says which). */
async function client(c: AppContext): Promise<UnsplashClient> {
  requireAuth(c);
  const { unsplash, rateLimiter } = c.get('deps');
  if (!unsplash) throw new HttpError(404, 'FEATURE_DISABLED', 'Image search is not configured');
  const decision = await rateLimiter.hit(`unsplash:address:${clientAddress(c)}`, UNSPLASH_LIMITS.perAddress, UNSPLASH_LIMITS.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many image searches, try again later');
  return unsplash;
}

/** The browser's /api/unsplash and /api/trackUnsplashDownload (spec §7); the key never leaves the server. */
export const unsplashRoutes = new Hono<AppEnv>()
  .get('/unsplash', async (c) => {
    const unsplash = await client(c);
    const query = parseWith(ZSearch, c.req.query());
    return c.json(snake({ data: await unsplash.search(query.query, query.page, query.per_page) }));
  })
  .get('/trackUnsplashDownload', async (c) => {
    const unsplash = await client(c);
    const { download_location: location } = parseWith(ZTrack, c.req.query());
    await unsplash.trackDownload(location);
    return c.body(null, 204);
  });
