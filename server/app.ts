import 'server-only';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { FORWARDED_BODY_MAX_BYTES } from '@/lib/shared/edge/edge-rules.mjs';
import type { AppDeps, AppEnv } from './http/context';
import { errorResponse, HttpError } from './http/errors';
import { mount } from './http/mount';
import { observeRequests } from './http/observe';
import { sessionMiddleware } from './modules/accounts';
import { operations } from './operations';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', observeRequests);
  app.use('*', secureHeaders());
  app.use('*', bodyLimit({ maxSize: FORWARDED_BODY_MAX_BYTES, onError: () => { throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'); } }));

  // Before the session middleware: these read no session.
  mount(app, operations.filter((op) => op.sessionless));

  app.use('/v2/*', sessionMiddleware);
  app.use('/public_api/*', sessionMiddleware);
  app.use('/unsplash', sessionMiddleware);
  app.use('/trackUnsplashDownload', sessionMiddleware);
  app.use('/unsplashPicture', sessionMiddleware);
  mount(app, operations.filter((op) => !op.sessionless));

  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404));
  app.onError((err, c) => {
    const refusal = errorResponse(err);
    if (refusal) return c.json(refusal.body, refusal.status, refusal.headers);
    c.get('log').error({ err, method: c.req.method }, 'Unexpected error');
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
