import 'server-only';
import { Hono } from 'hono';
import { ZLoginUrlRequest, ZOauthCallbackRequest, ZTrainingCenterCreateRequest, ZTrainingCentersQuery } from '@/lib/shared/validation/training-center';
import { notFound } from '../../platform/errors';
import { finishPlatformSignIn, startPlatformSignIn } from '../../modules/learning-platform/platform-sign-in';
import { createTrainingCenter, listTrainingCenters } from '../../modules/learning-platform/training-centers';
import { findCommunityByUrl } from '../../modules/communities/communities';
import { clientAddress, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { hostCommunity, hostCommunityId } from '../host-community';
import { requireAuth } from '../session';
import { sessionAnswer } from '../../modules/accounts/session-answer';
import { parseWith, readJson, snake } from '../validate';

/** Each start keeps a row and each callback calls the platform: both are limited per address. */
export const PLATFORM_SIGN_IN_LIMITS = { start: { limit: 30, windowMs: 10 * 60 * 1000 }, callback: { limit: 30, windowMs: 10 * 60 * 1000 } } as const;

/** Spec §7 moodle calls (modules/learning-platform/platform-sign-in.ts): sign-in through a community's training centers. */
export const trainingCenterRoutes = new Hono<AppEnv>()
  .get('/moodle/training_centers', async (c) => {
    const query = parseWith(ZTrainingCentersQuery, c.req.query());
    const { db } = c.get('deps');
    const named = query['training_center[community_url]'];
    // A community's host lists its own centers only: naming another community there lists none.
    const own = await hostCommunity(c);
    const community = own ?? (named ? await findCommunityByUrl(db, named) : null);
    const listed = community && (!named || named === community.url) ? await listTrainingCenters(db, community.id) : [];
    return c.json(snake({ data: listed }));
  })
  .post('/moodle/training_centers', async (c) => {
    const auth = requireAuth(c);
    const { trainingCenter } = await readJson(c, ZTrainingCenterCreateRequest, 'trainingCenter');
    const { db, secrets } = c.get('deps');
    return c.json(snake({ data: await createTrainingCenter(db, auth, trainingCenter, secrets) }), 201);
  })
  .post('/moodle/login_urls', async (c) => {
    const { loginUrl } = await readJson(c, ZLoginUrlRequest, 'loginUrl');
    const { db, rateLimiter, appOrigin } = c.get('deps');
    const community = await hostCommunity(c);
    if (!community) throw notFound('Training center');
    const { start } = PLATFORM_SIGN_IN_LIMITS;
    const decision = await rateLimiter.hit(`platform-sign-in:${clientAddress(c)}`, start.limit, start.windowMs);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ins started, try again later');
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await startPlatformSignIn(db, { community, ...loginUrl }, appOrigin) }), 201);
  })
  .post('/moodle/oauth_callbacks', async (c) => {
    const callback = await readJson(c, ZOauthCallbackRequest);
    const { db, rateLimiter, secrets } = c.get('deps');
    const { callback: limits } = PLATFORM_SIGN_IN_LIMITS;
    const decision = await rateLimiter.hit(`platform-callback:${clientAddress(c)}`, limits.limit, limits.windowMs);
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ins, try again later');
    return sessionAnswer(c, await finishPlatformSignIn(db, callback, await hostCommunityId(c), secrets));
  });
