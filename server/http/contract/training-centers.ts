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
} from '@/lib/shared/validation/training-center';
import { data, json, operation } from '../operation';

export const trainingCenterContract = [
  operation({
    method: 'get',
    path: '/v2/moodle/training_centers',
    summary: "A community's training centers, by name: the host's own, or on a host without a community the one named",
    access: 'public',
    query: z.object({ 'training_center[community_url]': z.string().optional() }),
    responses: { 200: data(z.array(ZTrainingCenter), 'The centers (none for a community that has none, or another than the host’s)') },
  }),
  operation({
    method: 'post',
    path: '/v2/moodle/training_centers',
    summary: "Add a training center: the platform's address, its OAuth client (the secret is kept sealed, never shown) and the groups its learners join (community admins)",
    access: 'session',
    body: { kind: 'json', schema: ZTrainingCenterCreateRequest },
    responses: { 201: data(ZTrainingCenterDetails, 'Added'), 403: 'FORBIDDEN: not a community admin' },
  }),
  operation({
    method: 'post',
    path: '/v2/moodle/login_urls',
    summary: "Start a sign-in through a training center of the host's community: the platform's authorization address, with state, PKCE and nonce kept here for 10 minutes",
    access: 'public',
    body: { kind: 'json', schema: ZLoginUrlRequest },
    responses: {
      201: data(ZLoginUrl, 'Where to send the browser'),
      404: 'NOT_FOUND: no such training center in the host’s community',
      422: 'redirect_host: not the community’s own host',
      429: 'RATE_LIMITED, with Retry-After',
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
      502: 'UPSTREAM_ERROR: the platform did not answer',
    },
  }),
];
