import 'server-only';
import { z } from 'zod';
import { clientAddress, type AppContext } from '../../http/context';
import { HttpError, RateLimitedError } from '../../http/errors';
import { binary, data, empty, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { SERVED_PICTURE_NAME } from '@/lib/shared/pictures/picture-sources';
import { parseServedPicture } from './pictures';
import { readPrintPicture } from './print-renditions';
import type { UnsplashClient } from './unsplash';

export const UNSPLASH_LIMITS = { perAddress: 60, windowMs: 60 * 1000 } as const;
/** A page of results shows a dozen thumbnails: pictures are counted apart from searches, more loosely. */
export const UNSPLASH_PICTURE_LIMITS = { perAddress: 300, windowMs: 60 * 1000 } as const;

const UNSPLASH_PHOTO = z.looseObject({ id: z.string() });

/** Signed-in members only, and only when a key is configured (GET /v2/features says which). */
async function unsplashClient(c: AppContext, { counter, limits }: { counter: string; limits: { perAddress: number; windowMs: number } } = { counter: 'unsplash', limits: UNSPLASH_LIMITS }): Promise<UnsplashClient> {
  requireAuth(c);
  const { unsplash, rateLimiter } = c.get('deps');
  if (!unsplash) throw new HttpError(404, 'FEATURE_DISABLED', 'Image search is not configured');
  const decision = await rateLimiter.hit(`${counter}:address:${clientAddress(c)}`, limits.perAddress, limits.windowMs);
  if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many image searches, try again later');
  return unsplash;
}

export const pictureOperations = [
  operation({
    method: 'get',
    path: '/v2/pictures/{file}',
    summary: 'A stored picture, or its 1000 px (-page) or 400 px (-thumbnail) rendition, by its content-hash name: no session needed, cached for a year',
    access: 'public',
    pathParameters: { file: { pattern: SERVED_PICTURE_NAME.source } },
    responses: { 200: binary('image/jpeg', 'The picture or rendition'), 304: empty('If-None-Match matched') },
    /**
     * The name changes whenever the bytes do, so a browser may keep a file for a year without
     * asking again. No session is read: the 64-hex-digit name is the capability (it cannot be
     * guessed without the picture itself), and the pictures of a journal page of 20 cards cost
     * no database lookup each. A rendition missing beside its picture (stored before renditions
     * existed) is made on first request and kept, so an <img> offering it never breaks.
     */
    sessionless: true,
    handler: async (c) => {
      const file = c.req.param('file') ?? '';
      // Only names we create are looked up: no dots, slashes or encoded traversal reach the storage.
      const served = parseServedPicture(file);
      if (!served) throw notFound('Picture');
      const etag = `"${file.slice(0, -4)}"`;
      const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      const { db, storage } = c.get('deps');
      const bytes = served.rendition ? await readPrintPicture(db, storage, served.key, served.rendition) : await storage.get(served.key);
      if (!bytes) throw notFound('Picture');
      return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length) });
    },
  }),
  // The browser's /api/unsplash and /api/trackUnsplashDownload (spec §7); the key never leaves the server.
  operation({
    method: 'get',
    path: '/unsplash',
    summary: "Unsplash photo search (the browser's /api/unsplash), when a key is configured",
    access: 'session',
    query: z.object({
      query: z.string().trim().min(1).max(100),
      page: z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().min(1)).default(1),
      per_page: z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().min(1).max(30)).default(12),
    }),
    responses: {
      200: data(z.object({ results: z.array(UNSPLASH_PHOTO), total: z.number(), totalPages: z.number() }), 'A page of photos'),
      404: 'FEATURE_DISABLED: no Unsplash key',
      429: 'RATE_LIMITED, with Retry-After',
      502: 'UPSTREAM_ERROR',
    },
    handler: async (c, request) => {
      const unsplash = await unsplashClient(c);
      const query = request.query();
      return c.json(snake({ data: await unsplash.search(query.query, query.page, query.per_page) }));
    },
  }),
  operation({
    method: 'get',
    path: '/trackUnsplashDownload',
    summary: 'Report the download of an Unsplash photo (Unsplash API terms)',
    access: 'session',
    query: z.object({ download_location: z.string().min(1).max(500) }),
    responses: { 204: empty('Reported'), 404: 'FEATURE_DISABLED', 429: 'RATE_LIMITED, with Retry-After', 502: 'UPSTREAM_ERROR' },
    handler: async (c, request) => {
      const unsplash = await unsplashClient(c);
      const { download_location: location } = request.query();
      await unsplash.trackDownload(location);
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'get',
    path: '/unsplashPicture',
    summary: 'A photo listed by /unsplash (its thumb or regular URL), fetched from Unsplash for the browser',
    access: 'session',
    query: z.object({ url: z.string().min(1).max(1000) }),
    responses: {
      200: binary('image/jpeg', 'The photo as Unsplash serves it (JPEG, PNG or WebP)'),
      404: 'FEATURE_DISABLED',
      422: 'The URL is not an Unsplash photo',
      429: 'RATE_LIMITED, with Retry-After',
      502: 'UPSTREAM_ERROR',
    },
    /**
     * The pages' Content-Security-Policy loads pictures from our origin only, and the chosen
     * photo is framed in a canvas that a cross-origin image would taint: the photo comes through
     * here, and a learner's browser never calls a third party.
     */
    handler: async (c, request) => {
      const unsplash = await unsplashClient(c, { counter: 'unsplash-picture', limits: UNSPLASH_PICTURE_LIMITS });
      const picture = await unsplash.picture(request.query().url);
      return c.body(picture.bytes, 200, { 'Content-Type': picture.type, 'Cache-Control': 'private, max-age=3600' });
    },
  }),
];
