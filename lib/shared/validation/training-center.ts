import { z } from 'zod';
import { LOCALES } from '@/lib/shared/i18n/locales';

/** Not in the spec: a sign-in started at a training center must come back within ten minutes, once. */
export const PLATFORM_SIGN_IN_VALID_MINUTES = 10;

/** Where the platform sends the browser back (spec §2 /auth/moodle_sso_callback); schools register this address with their platform. */
export const PLATFORM_CALLBACK_PATH = '/auth/moodle_sso_callback';

export const TRAINING_CENTER_NAME_MAX = 100;

const ZId = z.number().int().positive().max(2_147_483_647);
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/** Spec §3 Training center, as the sign-in page lists it: nothing secret. */
export const ZTrainingCenter = z.object({ id: z.number().int(), name: z.string() });
export type TTrainingCenter = z.infer<typeof ZTrainingCenter>;

/** Spec §7 GET /v2/moodle/training_centers, optional query training_center[community_url]. */
export const ZTrainingCentersQuery = z.object({ 'training_center[community_url]': z.string().min(1).max(253).optional() });

/**
 * Not in the spec (its administration pages do not name training centers): a community admin
 * records the platform (a Moodle site with the local_oauth2 plugin) and the OAuth client it
 * gave the community, and the groups its learners join. The backend also checks that the
 * address leads to a public https site (server/platform/outbound-address.ts).
 */
const ZTrainingCenterFields = z.object({
  name: z.string().trim().min(1).max(TRAINING_CENTER_NAME_MAX),
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .max(500)
    .refine((value) => !/[?#]/.test(value), 'must not carry a query or a fragment')
    .transform((value) => value.replace(/\/+$/, '')),
  clientId: z.string().trim().min(1).max(200),
  clientSecret: z.string().min(1).max(500),
  groupIds: z.array(ZId).min(1).max(50),
});

export const ZTrainingCenterCreateRequest = z.object({ trainingCenter: ZTrainingCenterFields });
export type TTrainingCenterCreate = z.infer<typeof ZTrainingCenterCreateRequest>['trainingCenter'];

/** What an edit changes: the fields sent; without a client secret the stored one stays (it is never sent back). */
export const ZTrainingCenterUpdateRequest = z.object({ trainingCenter: ZTrainingCenterFields.partial() });
export type TTrainingCenterUpdate = z.infer<typeof ZTrainingCenterUpdateRequest>['trainingCenter'];

export const ZTrainingCenterDetails = ZTrainingCenter.extend({ baseUrl: z.string(), clientId: z.string(), groupIds: z.array(z.number().int()) });
export type TTrainingCenterDetails = z.infer<typeof ZTrainingCenterDetails>;

/** Spec §7 POST /v2/moodle/login_urls, body {login_url:{trainingCenterId, redirectHost}}. */
export const ZLoginUrlRequest = z.object({
  loginUrl: z.object({
    trainingCenterId: ZId,
    redirectHost: z.string().regex(HOST, 'must be a host name'),
    /** Not in the spec: the language the person chose, for an account the sign-in creates. */
    locale: z.enum(LOCALES).optional(),
  }),
});
export const ZLoginUrl = z.object({ url: z.string() });

/** Spec §7 POST /v2/moodle/oauth_callbacks, body {code, state}: what the platform put in the callback's query. */
export const ZOauthCallbackRequest = z.object({
  code: z.string().min(1).max(2048).regex(/^[\x21-\x7e]+$/, 'must be printable ASCII'),
  state: z.string().regex(/^[\w-]{20,200}$/, 'is not a sign-in state'),
});
export type TOauthCallback = z.infer<typeof ZOauthCallbackRequest>;
