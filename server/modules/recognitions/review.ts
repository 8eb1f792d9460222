import 'server-only';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  OPEN_RECOGNITION_STATUSES,
  REVIEW_FILTER_STATUSES,
  type TRecognition,
  type TReviewCounts,
  type TReviewDecisionInput,
  type TReviewFilter,
} from '@/lib/shared/validation/recognition';
import { inTransaction, type Database } from '../../db/client';
import { microRecognitionMessages, microRecognitions, microRecognitionSkills } from '../../db/schema';
import type { AuthSession } from '../accounts';
import type { BadgeSettings } from '../credentials';
import { conflict, forbidden, InvalidError } from '../../platform/errors';
import { certify, type Certificator } from './certify';
import { isReviewer, isStudent, loadRecognitionContext, recognitionNotFound, type RecognitionContext } from './context';
import type { SecretBox } from '../../platform/secret-box';
import { mailLearner, type LinkMaker } from './mails';
import { recognitionClosed } from './requests';
import { invalidReviewLink, reviewLinkOpens, spendReviewLink } from './review-links';
import { isOpen, loadRecognition, loadRecognitions } from './serializer';
import { liveOnHost } from '../../platform/live-on-host';

/**
 * Who reviews: a signed-in teacher (their session), or a teacher from outside holding a mailed
 * link (`hostCommunityId`: the request host's community, null on a host without one).
 */
export type Reviewer = { kind: 'session'; auth: AuthSession } | { kind: 'link'; token: string; hostCommunityId: number | null };

const REVIEW_LIST_MAX = 100;

/** The requests addressed to the signed-in person in their community: by account, or by the address a request named. */
function addressedTo(auth: AuthSession) {
  return and(
    eq(microRecognitions.communityId, auth.community.id),
    or(eq(microRecognitions.teacherId, auth.user.id), eq(sql`lower(${microRecognitions.teacherEmail})`, auth.user.email.toLowerCase())),
  );
}

/**
 * GET /v2/micro_recognitions/review: the requests addressed to the signed-in person in their
 * community, in one filter (all open ones without it), latest first.
 */
export async function listForReview(db: Database, auth: AuthSession, filter?: TReviewFilter): Promise<TRecognition[]> {
  const statuses = filter ? REVIEW_FILTER_STATUSES[filter] : OPEN_RECOGNITION_STATUSES;
  const rows = await db
    .select({ id: microRecognitions.id })
    .from(microRecognitions)
    .where(and(addressedTo(auth), inArray(microRecognitions.status, [...statuses])))
    .orderBy(desc(microRecognitions.updatedAt), desc(microRecognitions.id))
    .limit(REVIEW_LIST_MAX);
  return loadRecognitions(db, rows.map((row) => row.id));
}

/** GET /v2/micro_recognitions/review/count: how many requests each filter holds, in one query. */
export async function countForReview(db: Database, auth: AuthSession): Promise<TReviewCounts> {
  const rows = await db
    .select({ status: microRecognitions.status, count: sql<number>`count(*)::int` })
    .from(microRecognitions)
    .where(addressedTo(auth))
    .groupBy(microRecognitions.status);
  const inFilter = (filter: TReviewFilter) => rows.filter((row) => REVIEW_FILTER_STATUSES[filter].includes(row.status)).reduce((sum, row) => sum + row.count, 0);
  return { waiting: inFilter('waiting'), question: inFilter('question'), decided: inFilter('decided') };
}

/** A link opens only its own request, on its community's host (or a host without one), while live. */
async function linkedContext(db: Database, id: number, reviewer: Extract<Reviewer, { kind: 'link' }>, lock: boolean) {
  return liveOnHost(await loadRecognitionContext(db, id, lock), (c) => c.recognition.communityId, reviewer.hostCommunityId, invalidReviewLink);
}

/** GET /v2/micro_recognitions/{id}: the learner's own, its reviewer's, or a live link's; nobody else's. */
export async function readRecognition(db: Database, id: number, reader: Reviewer, secrets: SecretBox): Promise<TRecognition> {
  if (reader.kind === 'link') {
    await linkedContext(db, id, reader, false);
    if (!(await reviewLinkOpens(db, secrets, reader.token, id))) throw invalidReviewLink();
  } else {
    const context = await loadRecognitionContext(db, id);
    const { auth } = reader;
    if (!context || !(isStudent(context, auth.user.id, auth.community.id) || isReviewer(context.recognition, auth.user, auth.community.id))) throw recognitionNotFound();
  }
  return loadRecognition(db, id);
}

/** The reviewer as the certificate names them; a link is spent here, in the decision's transaction. */
async function certificatorFor(tx: Database, id: number, reviewer: Reviewer, secrets: SecretBox): Promise<{ context: RecognitionContext; certificator: Certificator }> {
  if (reviewer.kind === 'link') {
    const context = await linkedContext(tx, id, reviewer, true);
    await spendReviewLink(tx, secrets, reviewer.token, id);
    const { recognition: r } = context;
    return { context, certificator: { id: null, name: `${r.teacherFirstName} ${r.teacherLastName}`.trim(), email: r.teacherEmail } };
  }
  const { auth } = reviewer;
  const context = await loadRecognitionContext(tx, id, true);
  if (!context) throw recognitionNotFound();
  if (!isReviewer(context.recognition, auth.user, auth.community.id)) {
    if (isStudent(context, auth.user.id, auth.community.id)) throw forbidden('A learner cannot review their own request');
    throw recognitionNotFound();
  }
  return { context, certificator: { id: auth.user.id, name: `${auth.user.firstname} ${auth.user.lastname}`, email: auth.user.email } };
}

const NEXT_STATUS = { certify: 'accepted', question: 'student_action', decline: 'declined' } as const;

/** Only the request's skills can be certified, each once. */
async function checkCertifiedSkills(tx: Database, id: number, skills: { skillId: number }[]) {
  const asked = new Set(
    (await tx.select({ id: microRecognitionSkills.experienceSkillId }).from(microRecognitionSkills).where(eq(microRecognitionSkills.microRecognitionId, id))).map((s) => s.id),
  );
  const fields: Record<string, string[]> = {};
  skills.forEach((skill, i) => {
    if (!asked.has(skill.skillId)) fields[`skills.${i}.skill_id`] = ['is not a skill of this request'];
  });
  if (Object.keys(fields).length) throw new InvalidError(fields);
}

/**
 * POST /v2/micro_recognitions/{id}/review: while the request waits for the teacher (pending,
 * teacher_action), `certify` ends it `accepted` with its certification (certify.ts), `question`
 * hands it to the learner (student_action), `decline` ends it `declined`; the comment joins the
 * thread and the learner is mailed, all in one transaction on the locked row. A decided request
 * cannot be decided again (409 RECOGNITION_CLOSED); one waiting for the learner's answer neither
 * (409 RECOGNITION_AWAITING_STUDENT). A refused decision leaves a link unspent.
 */
export async function decide(db: Database, id: number, reviewer: Reviewer, input: TReviewDecisionInput, links: LinkMaker, badges: BadgeSettings): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { context, certificator } = await certificatorFor(tx, id, reviewer, links.secrets);
    const { status } = context.recognition;
    if (!isOpen(status)) throw recognitionClosed();
    if (status === 'student_action') throw conflict('RECOGNITION_AWAITING_STUDENT', 'The learner has to answer the question first');
    if (input.decision === 'certify') await checkCertifiedSkills(tx, id, input.skills!);
    // The teacher may rename the badge as they certify it; other decisions leave the title as asked.
    const title = input.decision === 'certify' && input.title ? input.title : context.recognition.title;
    await tx.update(microRecognitions).set({ status: NEXT_STATUS[input.decision], title, updatedAt: new Date() }).where(eq(microRecognitions.id, id));
    const comment = input.comment || null;
    if (comment) await tx.insert(microRecognitionMessages).values({ microRecognitionId: id, author: 'teacher', kind: input.decision, body: comment });
    if (input.decision === 'certify') await certify(tx, { ...context, recognition: { ...context.recognition, title } }, certificator, input.skills!, badges);
    await mailLearner(tx, context, input.decision, certificator.name, comment, links);
  });
}
