import 'server-only';
import { z } from 'zod';
import {
  RECOGNITION_MESSAGE_MAX,
  RECOGNITION_RESEND_AFTER_DAYS,
  REVIEW_LINK_VALID_DAYS,
  ZRecognition,
  ZRecognitionCreate,
  ZRecognitionUpdate,
  ZReviewDecision,
  ZReviewCounts,
  ZReviewLinkRequest,
  ZReviewListQuery,
  ZReviewToken,
  ZTeacher,
} from '@/lib/shared/validation/recognition';
import { badgeSettings, clientAddress, type AppContext } from '../../http/context';
import { RateLimitedError } from '../../http/errors';
import { hostCommunityId } from '../communities';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, createOnce, idempotencyClaim } from '../../http/idempotency';
import { data, empty, json, operation } from '../../http/operation';
import { ZFlag } from '../../http/query';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { digestToken } from '../../platform/tokens';
import { withdrawCertification } from './certifications';
import { sendFreshReviewLink } from './fresh-links';
import { cancelRecognition, createRecognition, moveToTeacher } from './requests';
import { countForReview, decide, listForReview, readRecognition, type Reviewer } from './review';
import { loadRecognition } from './serializer';
import { listTeachers } from './teachers';

const ZDigits = z.string().regex(/^\d{1,9}$/, 'must be an id').transform(Number);

/** A fresh link costs a mail: per address (429), and per link (silently, the answer stays the same). */
export const REVIEW_LINK_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perLink: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

const recognition = (description: string) => data(ZRecognition, description);
const NOT_THE_LEARNER = 'FORBIDDEN: the reviewing teacher may read it but only the learner changes it';
const CLOSED = 'RECOGNITION_CLOSED: already decided (accepted or declined)';
const LINK_INVALID = 'REVIEW_LINK_INVALID: the token is unknown, spent, expired, replaced, of another request or of another community';
const NO_SESSION = 'UNAUTHORIZED or INVALID_TOKEN: no token in the request and no (valid) session';

async function answer(c: AppContext, id: number, status: 200 | 201 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: await loadRecognition(c.get('deps').db, id) }), status);
}

/** A mailed link's token decides for the teacher from outside; otherwise the session's teacher. */
async function reviewerOf(c: AppContext, token: string | undefined): Promise<Reviewer> {
  return token ? { kind: 'link', token, hostCommunityId: await hostCommunityId(c) } : { kind: 'session', auth: requireAuth(c) };
}

const idOf = (c: AppContext) => parseId(c.req.param('id'), 'Recognition');

/** Spec §7's recognition calls, and a teacher's side of them. */
export const recognitionOperations = [
  operation({
    method: 'get',
    path: '/v2/teachers',
    summary: "Spec §7 teacher lookup: the community's teachers, and with external_teachers=true the outside teachers this learner asked before (id null)",
    access: 'session',
    /** Spec §3 Teacher lookup: community_id, student_id, optional external_teachers flag. */
    query: z.object({ 'teacher[community_id]': ZDigits, 'teacher[student_id]': ZDigits, external_teachers: ZFlag }),
    responses: {
      200: data(z.array(ZTeacher), 'Teachers, the community\'s by name first'),
      403: 'FORBIDDEN: teacher[student_id] is not the signed-in learner',
      404: "NOT_FOUND: teacher[community_id] is not the session's community",
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const query = request.query();
      if (query['teacher[community_id]'] !== auth.community.id) throw notFound('Community');
      if (query['teacher[student_id]'] !== auth.user.id) throw forbidden('Teachers are listed for the signed-in learner only');
      return c.json(snake({ data: await listTeachers(c.get('deps').db, auth.community.id, auth.user.id, query.external_teachers) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/micro_recognitions',
    summary: `Ask a teacher to certify one of one's experiences (its author only); the teacher is mailed a review link (single-use, ${REVIEW_LINK_VALID_DAYS} days, for a teacher from outside)`,
    access: 'session',
    headers: {
      [IDEMPOTENCY_HEADER]: {
        pattern: IDEMPOTENCY_KEY_PATTERN.source,
        description: 'One per wizard: a repeat within 24 hours answers the first request (201) and creates nothing; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED',
      },
    },
    body: { kind: 'json', schema: z.object({ microRecognition: ZRecognitionCreate }), wrapper: 'microRecognition' },
    responses: {
      201: recognition('The new request, pending (or, for a repeated Idempotency-Key, the first one as it is now)'),
      403: 'FORBIDDEN: the caller may read the experience but is not its author',
      404: 'NOT_FOUND: the experience is unknown, not readable, or of another community',
      409: 'RECOGNITION_ALREADY_OPEN (a request is pending, teacher_action or student_action), ALREADY_CERTIFIED, or IDEMPOTENCY_IN_PROGRESS',
      422: `e.g. \`{errors: {teacher_id | teacher_email | skills.0.skill_id | skills.0.level | student_message: [messages]}}\`; messages up to ${RECOGNITION_MESSAGE_MAX} characters`,
    },
    // A repeat with the same Idempotency-Key answers the first request, as it is now.
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { db, mail, appOrigin, secrets } = c.get('deps');
      const { microRecognition } = await request.body();
      const claim = idempotencyClaim(c, auth.user.id, microRecognition);
      const { resourceId: id } = await createOnce(db, claim, async () => {
        const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
        const created = await createRecognition(db, auth, microRecognition, { appOrigin, secrets }, recordKey);
        mail.wake();
        return { status: 201, resourceId: created };
      });
      return answer(c, id, 201);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/micro_recognitions/review',
    summary: "The signed-in teacher's requests: addressed to their address (or account) in their community, in one filter of their workspace (all open ones without it), latest first",
    access: 'session',
    query: ZReviewListQuery,
    responses: { 200: data(z.array(ZRecognition), 'Requests, at most 100') },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await listForReview(c.get('deps').db, auth, request.query().filter) }));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/micro_recognitions/review/count',
    summary: "How many requests addressed to the signed-in teacher wait for them, wait for the learner's answer to a question, or are decided",
    access: 'session',
    responses: { 200: data(ZReviewCounts, 'A count per filter of the workspace') },
    handler: async (c) => {
      const auth = requireAuth(c);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await countForReview(c.get('deps').db, auth) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/micro_recognitions/review_links',
    summary: "A teacher from outside whose link expired or was spent asks for a fresh one: it goes to the address on file; the same answer whatever the token",
    access: 'public',
    body: { kind: 'json', schema: ZReviewLinkRequest },
    responses: {
      202: json(z.object({ data: z.object({ validDays: z.number().int() }) }), 'Asked: a mail goes out if the token was a link of a request still waiting for that teacher'),
      429: 'RATE_LIMITED, with Retry-After: too many requests from this address',
    },
    // Any holder of the old link may ask, a deactivated account too.
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const { token } = await request.body();
      const { db, rateLimiter, mail, appOrigin, secrets } = c.get('deps');
      const { perAddress, perLink } = REVIEW_LINK_LIMITS;
      const byAddress = await rateLimiter.hit(`review-link:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
      if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many link requests, try again later');
      const byLink = await rateLimiter.hit(`review-link:token:${digestToken(token)}`, perLink.limit, perLink.windowMs);
      if (byLink.allowed && (await sendFreshReviewLink(db, token, await hostCommunityId(c), { appOrigin, secrets }))) mail.wake();
      return c.json(snake({ data: { validDays: REVIEW_LINK_VALID_DAYS } }), 202);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/micro_recognitions/{id}',
    summary: 'A request as its learner or its reviewer reads it; a teacher from outside reads it with their link\'s token, no session needed',
    access: 'public',
    query: z.object({ token: ZReviewToken.optional() }),
    responses: { 200: recognition('The request, its thread, its skills, its certification if any'), 401: NO_SESSION, 404: `NOT_FOUND: not the caller's; ${LINK_INVALID}` },
    handler: async (c, request) => {
      const id = idOf(c);
      const { token } = request.query();
      const { db, secrets } = c.get('deps');
      const found = await readRecognition(db, id, await reviewerOf(c, token), secrets);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: found }));
    },
  }),
  operation({
    method: 'patch',
    path: '/v2/micro_recognitions/{id}',
    summary: `The learner hands the request back to the teacher (status teacher_action): a reminder, ${RECOGNITION_RESEND_AFTER_DAYS} days or more after the last update, or at once the answer to a question (student_action); the teacher is mailed`,
    access: 'session',
    body: { kind: 'json', schema: z.object({ microRecognition: ZRecognitionUpdate }), wrapper: 'microRecognition' },
    responses: {
      200: recognition('The request, now teacher_action'),
      403: NOT_THE_LEARNER,
      409: `RESEND_TOO_SOON (with \`error.resendable_at\`) or ${CLOSED}`,
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const id = idOf(c);
      const { microRecognition } = await request.body();
      const { db, mail, appOrigin, secrets } = c.get('deps');
      await moveToTeacher(db, id, auth, microRecognition, { appOrigin, secrets });
      mail.wake();
      return answer(c, id);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/micro_recognitions/{id}',
    summary: 'The learner cancels an open request: it is deleted (spec §4)',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_LEARNER, 409: CLOSED },
    handler: async (c) => {
      const auth = requireAuth(c);
      await cancelRecognition(c.get('deps').db, idOf(c), auth);
      return c.body(null, 204);
    },
  }),
  operation({
    method: 'post',
    path: '/v2/micro_recognitions/{id}/review',
    summary: 'The teacher decides (session, or `token` of a mailed link, spent by the decision): certify → accepted with a certification, question → student_action, decline → declined; the learner is mailed',
    access: 'public',
    body: { kind: 'json', schema: ZReviewDecision },
    responses: {
      200: recognition('The request after the decision'),
      401: NO_SESSION,
      403: 'FORBIDDEN: the learner cannot review their own request',
      404: `NOT_FOUND: not a request the caller reviews; ${LINK_INVALID}`,
      409: `${CLOSED}, or RECOGNITION_AWAITING_STUDENT (student_action: the learner answers first)`,
      422: `e.g. \`{errors: {comment | skills | skills.0.skill_id | skills.0.level: [messages]}}\`; a comment (up to ${RECOGNITION_MESSAGE_MAX} characters) is required to question or decline`,
    },
    handler: async (c, request) => {
      const id = idOf(c);
      const input = await request.body();
      const { db, mail, appOrigin, secrets } = c.get('deps');
      await decide(db, id, await reviewerOf(c, input.token), input, { appOrigin, secrets }, badgeSettings(c.get('deps')));
      mail.wake();
      return answer(c, id);
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/certifications/{id}',
    summary: 'Withdraw a certification (the teacher who certified, or a community admin); the experience is no longer certified unless another remains',
    access: 'session',
    responses: { 204: empty('Withdrawn'), 403: 'FORBIDDEN: the caller may see the experience but did not certify it and is not a community admin' },
    handler: async (c) => {
      const auth = requireAuth(c);
      await withdrawCertification(c.get('deps').db, parseId(c.req.param('id'), 'Certification'), auth);
      return c.body(null, 204);
    },
  }),
];
