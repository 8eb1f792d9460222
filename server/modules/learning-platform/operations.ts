import 'server-only';
import { z } from 'zod';
import { ZSessionMeta, ZUser } from '@/lib/shared/validation/user';
import {
  ZLoginUrl,
  ZLoginUrlRequest,
  ZOauthCallbackRequest,
  ZTrainingCenter,
  ZTrainingCenterCreateRequest,
  ZTrainingCenterDetails,
  ZTrainingCentersQuery,
  ZTrainingCenterUpdateRequest,
} from '@/lib/shared/validation/training-center';
import { clientAddress, type AppContext } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunity, hostCommunityId } from '../communities';
import { data, empty, json, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, parseWith, snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { sessionAnswer } from '../accounts';
import { findCommunityByUrl } from '../communities';
import { finishPlatformSignIn, startPlatformSignIn } from './platform-sign-in';
import { createTrainingCenter, removeTrainingCenter, trainingCenterDetails, updateTrainingCenter } from './training-center-admin';
import { listTrainingCenters } from './training-centers';

/** Each start keeps a row and each callback calls the platform: both are limited per address. */
export const PLATFORM_SIGN_IN_LIMITS = { start: { limit: 30, windowMs: 10 * 60 * 1000 }, callback: { limit: 30, windowMs: 10 * 60 * 1000 } } as const;

const ADDRESS_REFUSED = 'base_url: not https, carries a user name or password, or leads to a local or private network';

const centerIdOf = (c: AppContext) => parseId(c.req.param('id'), 'Training center');

/** Spec §7 moodle calls (platform-sign-in.ts): sign-in through a community's training centers. */
export const learningPlatformOperations = [
  operation({
    method: 'get',
    path: '/v2/moodle/training_centers',
    summary: "A community's training centers, by name: the host's own, or on a host without a community the one named",
    access: 'public',
    query: z.object({ 'training_center[community_url]': z.string().optional() }),
    responses: { 200: data(z.array(ZTrainingCenter), 'The centers (none for a community that has none, or another than the host’s)') },
    handler: async (c) => {
      // Read with ZTrainingCentersQuery (1 to 253 characters), which the declared query does not say.
      const query = parseWith(ZTrainingCentersQuery, c.req.query());
      const { db } = c.get('deps');
      const named = query['training_center[community_url]'];
      // A community's host lists its own centers only: naming another community there lists none.
      const own = await hostCommunity(c);
      const community = own ?? (named ? await findCommunityByUrl(db, named) : null);
      const listed = community && (!named || named === community.url) ? await listTrainingCenters(db, community.id) : [];
      return c.json(snake({ data: listed }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/moodle/training_centers',
    summary: "Add a training center: the platform's address, its OAuth client (the secret is kept sealed, never shown) and the groups its learners join (community admins)",
    access: 'session',
    body: { kind: 'json', schema: ZTrainingCenterCreateRequest, wrapper: 'trainingCenter' },
    responses: { 201: data(ZTrainingCenterDetails, 'Added'), 403: 'FORBIDDEN: not a community admin', 422: ADDRESS_REFUSED },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { trainingCenter } = await request.body();
      const { db } = c.get('deps');
      return c.json(snake({ data: await createTrainingCenter(db, auth, trainingCenter, c.get('deps')) }), 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/moodle/training_centers/{id}',
    summary: 'A training center as its community admins edit it: address, OAuth client id and groups (never the secret)',
    access: 'session',
    responses: { 200: data(ZTrainingCenterDetails, 'The center'), 403: 'FORBIDDEN: not a community admin' },
    handler: async (c) => {
      const auth = requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await trainingCenterDetails(c.get('deps').db, auth, centerIdOf(c)) }));
    },
  }),
  operation({
    method: 'patch',
    path: '/v2/moodle/training_centers/{id}',
    summary: 'Edit a training center (community admins): the fields sent change; without a client secret the stored one stays',
    access: 'session',
    body: { kind: 'json', schema: ZTrainingCenterUpdateRequest, wrapper: 'trainingCenter' },
    responses: { 200: data(ZTrainingCenterDetails, 'Saved'), 403: 'FORBIDDEN: not a community admin', 422: ADDRESS_REFUSED },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const id = centerIdOf(c);
      const { trainingCenter } = await request.body();
      return c.json(snake({ data: await updateTrainingCenter(c.get('deps').db, auth, id, trainingCenter, c.get('deps')) }));
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/moodle/training_centers/{id}',
    summary: 'Remove a training center (community admins): the accounts it made stay, unlinked, and sign in with a password',
    access: 'session',
    responses: { 204: empty('Removed'), 403: 'FORBIDDEN: not a community admin' },
    handler: async (c) => {
      const auth = requireAuth(c);
      await removeTrainingCenter(c.get('deps').db, auth, centerIdOf(c));
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/moodle/login_urls',
    summary: "Start a sign-in through a training center of the host's community: the platform's authorization address, with state, PKCE and nonce kept here for 10 minutes",
    access: 'public',
    body: { kind: 'json', schema: ZLoginUrlRequest, wrapper: 'loginUrl' },
    responses: {
      201: data(ZLoginUrl, 'Where to send the browser'),
      404: 'NOT_FOUND: no such training center in the host’s community',
      422: 'redirect_host: not the community’s own host',
      429: 'RATE_LIMITED, with Retry-After',
      502: 'UPSTREAM_ERROR: the platform cannot be reached (its address is refused or does not resolve)',
    },
    // Signing in: a public step that a sent token must not change.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { loginUrl } = await request.body();
      const { db, rateLimiter } = c.get('deps');
      const community = await hostCommunity(c);
      if (!community) throw notFound('Training center');
      const { start } = PLATFORM_SIGN_IN_LIMITS;
      const decision = await rateLimiter.hit(`platform-sign-in:${clientAddress(c)}`, start.limit, start.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ins started, try again later');
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await startPlatformSignIn(db, { community, ...loginUrl }, c.get('deps')) }), 201);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/moodle/oauth_callbacks',
    summary: "Finish a sign-in with the platform's code: the linked account (a first sign-in makes an accepted learner) is signed in; the token is in the Authorization header",
    access: 'public',
    body: { kind: 'json', schema: ZOauthCallbackRequest },
    responses: {
      200: json(z.object({ data: ZUser, meta: ZSessionMeta }), 'Signed in: the user, and the refresh token'),
      401: 'PLATFORM_REFUSED: the platform refused the code or the client, or its answer was not for this sign-in',
      404: 'SIGN_IN_STATE_INVALID: unknown, used, expired, or of another community',
      409: 'PLATFORM_EMAIL_TAKEN: a first sign-in whose address already has an account here',
      429: 'RATE_LIMITED, with Retry-After',
      502: 'UPSTREAM_ERROR: the platform cannot be reached or does not answer as one (the same answer whatever the cause)',
    },
    // Signing in: a public step that a sent token must not change.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const callback = await request.body();
      const { db, rateLimiter } = c.get('deps');
      const { callback: limits } = PLATFORM_SIGN_IN_LIMITS;
      const decision = await rateLimiter.hit(`platform-callback:${clientAddress(c)}`, limits.limit, limits.windowMs);
      if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds, 'Too many sign-ins, try again later');
      return sessionAnswer(c, await finishPlatformSignIn(db, callback, await hostCommunityId(c), c.get('deps')));
    },
  }),
];
