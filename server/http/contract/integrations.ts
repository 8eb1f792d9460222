import 'server-only';
import { z } from 'zod';
import { ZSearch, ZTrack } from '../routes/unsplash';
import { data, empty, operation } from '../operation';

const UNSPLASH_PHOTO = z.looseObject({ id: z.string() });

export const integrationContract = [
  operation({
    method: 'get',
    path: '/unsplash',
    summary: "Unsplash photo search (the browser's /api/unsplash), when a key is configured",
    access: 'session',
    query: ZSearch,
    responses: {
      200: data(z.object({ results: z.array(UNSPLASH_PHOTO), total: z.number(), totalPages: z.number() }), 'A page of photos'),
      404: 'FEATURE_DISABLED: no Unsplash key',
      429: 'RATE_LIMITED, with Retry-After',
      502: 'UPSTREAM_ERROR',
    },
  }),
  operation({
    method: 'get',
    path: '/trackUnsplashDownload',
    summary: 'Report the download of an Unsplash photo (Unsplash API terms)',
    access: 'session',
    query: ZTrack,
    responses: { 204: empty('Reported'), 404: 'FEATURE_DISABLED', 429: 'RATE_LIMITED, with Retry-After', 502: 'UPSTREAM_ERROR' },
  }),
];
