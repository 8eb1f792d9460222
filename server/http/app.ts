import 'server-only';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { FORWARDED_BODY_MAX_BYTES } from '@/lib/shared/edge/edge-rules.mjs';
import type { AppDeps, AppEnv } from './context';
import { errorResponse, HttpError } from './errors';
import { openApiDocument } from './openapi';
import { authRoutes } from './routes/auth';
import { communityRoutes, publicCommunityRoutes } from './routes/communities';
import { communityPageRoutes } from './routes/community-pages';
import { contactRoutes } from './routes/contacts';
import { credentialRoutes, didRoutes } from './routes/credentials';
import { experienceRoutes } from './routes/experiences';
import { featureRoutes } from './routes/features';
import { groupRoutes } from './routes/groups';
import { journalRoutes } from './routes/journals';
import { invitationLinkRoutes } from './routes/invitation-links';
import { invitationRoutes } from './routes/invitations';
import { mailOutboxRoutes } from './routes/mail-outbox';
import { passwordRoutes } from './routes/password';
import { accountRoutes } from './routes/account';
import { pictureRoutes } from './routes/pictures';
import { pdfRoutes } from './routes/pdfs';
import { placeRoutes } from './routes/places';
import { skillRoutes } from './routes/skills';
import { tagRoutes } from './routes/tags';
import { portraitRoutes } from './routes/portraits';
import { recognitionRoutes } from './routes/recognitions';
import { storyRoutes } from './routes/stories';
import { trainingCenterRoutes } from './routes/training-centers';
import { unsplashRoutes } from './routes/unsplash';
import { userRoutes } from './routes/users';
import { manageMembersRoutes } from './routes/manage-members';
import { sessionMiddleware } from './session';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', secureHeaders());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', bodyLimit({ maxSize: FORWARDED_BODY_MAX_BYTES, onError: () => { throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large'); } }));

  app.get('/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached' } }, 503);
    }
  });
  app.get('/v2/openapi.json', (c) => c.json(openApiDocument));
  // Before the session middleware: stored pictures need no session (see routes/pictures.ts).
  app.route('/v2', pictureRoutes);
  // The browser's /api/mapbox arrives here as /mapbox: open to everyone, rate-limited per address.
  app.route('/', placeRoutes);
  // did:web resolution: no session, no /v2 (the path is the DID method's).
  app.route('/', didRoutes);

  app.use('/v2/*', sessionMiddleware);
  app.use('/public_api/*', sessionMiddleware);
  app.use('/unsplash', sessionMiddleware);
  app.use('/trackUnsplashDownload', sessionMiddleware);
  app.route('/v2', authRoutes);
  app.route('/v2', passwordRoutes);
  app.route('/v2', accountRoutes);
  app.route('/v2', invitationRoutes);
  app.route('/v2', invitationLinkRoutes);
  app.route('/v2', mailOutboxRoutes);
  app.route('/v2', trainingCenterRoutes);
  // Before userRoutes: /users/search_users and /users/activate are not /users/{id}.
  app.route('/v2', manageMembersRoutes);
  app.route('/v2', userRoutes);
  app.route('/v2', communityRoutes);
  app.route('/v2', experienceRoutes);
  app.route('/v2', storyRoutes);
  app.route('/v2', pdfRoutes);
  app.route('/v2', portraitRoutes);
  app.route('/v2', recognitionRoutes);
  app.route('/v2', journalRoutes);
  app.route('/v2', groupRoutes);
  app.route('/v2', skillRoutes);
  app.route('/v2', tagRoutes);
  app.route('/v2', featureRoutes);
  app.route('/v2', contactRoutes);
  app.route('/v2', communityPageRoutes);
  app.route('/v2', credentialRoutes);
  app.route('/', unsplashRoutes);
  app.route('/public_api/v1', publicCommunityRoutes);

  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'No such endpoint' } }, 404));
  app.onError((err, c) => {
    const refusal = errorResponse(err);
    if (refusal) return c.json(refusal.body, refusal.status, refusal.headers);
    console.error(err);
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
