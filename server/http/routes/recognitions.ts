import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { REVIEW_LINK_VALID_DAYS, ZRecognitionCreate, ZRecognitionUpdate, ZReviewDecision, ZReviewLinkRequest, ZReviewToken } from '@/lib/shared/validation/recognition';
import type { Database } from '../../db/client';
import { notFound, forbidden } from '../../platform/errors';
import { claimIdempotencyKey } from '../../platform/idempotency';
import { withdrawCertification } from '../../modules/recognitions/certifications';
import { sendFreshReviewLink } from '../../modules/recognitions/fresh-links';
import { cancelRecognition, createRecognition, moveToTeacher } from '../../modules/recognitions/requests';
import { decide, listForReview, readRecognition, type Reviewer } from '../../modules/recognitions/review';
import { loadRecognition } from '../../modules/recognitions/serializer';
import { listTeachers } from '../../modules/recognitions/teachers';
import { digestToken } from '../../platform/tokens';
import { badgeSettings, clientAddress, type AppContext, type AppEnv } from '../context';
import { RateLimitedError } from '../errors';
import { hostCommunityId } from '../host-community';
import { createOnce, idempotencyClaim } from '../idempotency';
import { ZFlag } from '../query';
import { requireAuth } from '../session';
import { parseId, parseWith, readJson, snake } from '../validate';

const ZDigits = z.string().regex(/^\d{1,9}$/, 'must be an id').transform(Number);
/** Spec §3 Teacher lookup: community_id, student_id, optional external_teachers flag. */
export const ZTeachersQuery = z.object({ 'teacher[community_id]': ZDigits, 'teacher[student_id]': ZDigits, external_teachers: ZFlag });
export const ZRecognitionQuery = z.object({ token: ZReviewToken.optional() });
export const ZRecognitionCreateRequest = z.object({ microRecognition: ZRecognitionCreate });
export const ZRecognitionUpdateRequest = z.object({ microRecognition: ZRecognitionUpdate });
export { ZReviewDecision, ZReviewLinkRequest };

/** A fresh link costs a mail: per address (429), and per link (silently, the answer stays the same). */
export const REVIEW_LINK_LIMITS = {
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
  perLink: { limit: 3, windowMs: 60 * 60 * 1000 },
} as const;

async function answer(c: AppContext, id: number, status: 200 | 201 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: await loadRecognition(c.get('deps').db, id) }), status);
}

/** A mailed link's token decides for the teacher from outside; otherwise the session's teacher. */
async function reviewerOf(c: AppContext, token: string | undefined): Promise<Reviewer> {
  return token ? { kind: 'link', token, hostCommunityId: await hostCommunityId(c) } : { kind: 'session', auth: requireAuth(c) };
}

/** Spec §7's recognition calls, and a teacher's side of them (modules/recognitions/). */
export const recognitionRoutes = new Hono<AppEnv>()
  .get('/teachers', async (c) => {
    const auth = requireAuth(c);
    const query = parseWith(ZTeachersQuery, c.req.query());
    if (query['teacher[community_id]'] !== auth.community.id) throw notFound('Community');
    if (query['teacher[student_id]'] !== auth.user.id) throw forbidden('Teachers are listed for the signed-in learner only');
    return c.json(snake({ data: await listTeachers(c.get('deps').db, auth.community.id, auth.user.id, query.external_teachers) }));
  })
  // Idempotency-Key (optional): a repeat with the same key answers the first request, as it is now.
  .post('/micro_recognitions', async (c) => {
    const auth = requireAuth(c);
    const claim = idempotencyClaim(c, auth.user.id);
    const { db, mail, appOrigin, secrets } = c.get('deps');
    const { resourceId: id } = await createOnce(db, claim, async () => {
      const { microRecognition } = await readJson(c, ZRecognitionCreateRequest, 'microRecognition');
      const recordKey = claim ? (tx: Database, id: number) => claimIdempotencyKey(tx, claim, { status: 201, resourceId: id }) : undefined;
      const created = await createRecognition(db, auth, microRecognition, { appOrigin, secrets }, recordKey);
      mail.wake();
      return { status: 201, resourceId: created };
    });
    return answer(c, id, 201);
  })
  // Before /micro_recognitions/:id, which would otherwise take "review" for an id.
  .get('/micro_recognitions/review', async (c) => {
    const auth = requireAuth(c);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: await listForReview(c.get('deps').db, auth) }));
  })
  .post('/micro_recognitions/review_links', async (c) => {
    const { token } = await readJson(c, ZReviewLinkRequest);
    const { db, rateLimiter, mail, appOrigin, secrets } = c.get('deps');
    const { perAddress, perLink } = REVIEW_LINK_LIMITS;
    const byAddress = await rateLimiter.hit(`review-link:address:${clientAddress(c)}`, perAddress.limit, perAddress.windowMs);
    if (!byAddress.allowed) throw new RateLimitedError(byAddress.retryAfterSeconds, 'Too many link requests, try again later');
    const byLink = await rateLimiter.hit(`review-link:token:${digestToken(token)}`, perLink.limit, perLink.windowMs);
    if (byLink.allowed && (await sendFreshReviewLink(db, token, await hostCommunityId(c), { appOrigin, secrets }))) mail.wake();
    return c.json(snake({ data: { validDays: REVIEW_LINK_VALID_DAYS } }), 202);
  })
  .get('/micro_recognitions/:id', async (c) => {
    const id = parseId(c.req.param('id'), 'Recognition');
    const { token } = parseWith(ZRecognitionQuery, c.req.query());
    const { db, secrets } = c.get('deps');
    const recognition = await readRecognition(db, id, await reviewerOf(c, token), secrets);
    c.header('Cache-Control', 'no-store');
    return c.json(snake({ data: recognition }));
  })
  .patch('/micro_recognitions/:id', async (c) => {
    const auth = requireAuth(c);
    const id = parseId(c.req.param('id'), 'Recognition');
    const { microRecognition } = await readJson(c, ZRecognitionUpdateRequest, 'microRecognition');
    const { db, mail, appOrigin, secrets } = c.get('deps');
    await moveToTeacher(db, id, auth, microRecognition, { appOrigin, secrets });
    mail.wake();
    return answer(c, id);
  })
  .delete('/micro_recognitions/:id', async (c) => {
    const auth = requireAuth(c);
    await cancelRecognition(c.get('deps').db, parseId(c.req.param('id'), 'Recognition'), auth);
    return c.body(null, 204);
  })
  .post('/micro_recognitions/:id/review', async (c) => {
    const id = parseId(c.req.param('id'), 'Recognition');
    const input = await readJson(c, ZReviewDecision);
    const { db, mail, appOrigin, secrets } = c.get('deps');
    await decide(db, id, await reviewerOf(c, input.token), input, { appOrigin, secrets }, badgeSettings(c.get('deps')));
    mail.wake();
    return answer(c, id);
  })
  .delete('/certifications/:id', async (c) => {
    const auth = requireAuth(c);
    await withdrawCertification(c.get('deps').db, parseId(c.req.param('id'), 'Certification'), auth);
    return c.body(null, 204);
  });
