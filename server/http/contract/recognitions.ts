import 'server-only';
import { z } from 'zod';
import { RECOGNITION_MESSAGE_MAX, RECOGNITION_RESEND_AFTER_DAYS, REVIEW_LINK_VALID_DAYS, ZRecognition, ZTeacher } from '@/lib/shared/validation/recognition';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../idempotency';
import {
  ZRecognitionCreateRequest,
  ZRecognitionQuery,
  ZRecognitionUpdateRequest,
  ZReviewDecision,
  ZReviewLinkRequest,
  ZTeachersQuery,
} from '../routes/recognitions';
import { data, empty, json, operation } from '../operation';

const recognition = (description: string) => data(ZRecognition, description);
const NOT_THE_LEARNER = 'FORBIDDEN: the reviewing teacher may read it but only the learner changes it';
const CLOSED = 'RECOGNITION_CLOSED: already decided (accepted or declined)';
const LINK_INVALID = 'REVIEW_LINK_INVALID: the token is unknown, spent, expired, replaced, of another request or of another community';
const NO_SESSION = 'UNAUTHORIZED or INVALID_TOKEN: no token in the request and no (valid) session';

export const recognitionContract = [
  operation({
    method: 'get',
    path: '/v2/teachers',
    summary: "Spec §7 teacher lookup: the community's teachers, and with external_teachers=true the outside teachers this learner asked before (id null)",
    access: 'session',
    query: ZTeachersQuery,
    responses: {
      200: data(z.array(ZTeacher), 'Teachers, the community\'s by name first'),
      403: 'FORBIDDEN: teacher[student_id] is not the signed-in learner',
      404: "NOT_FOUND: teacher[community_id] is not the session's community",
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
        description: 'One per wizard: a repeat within 24 hours answers the first request (201) and creates nothing',
      },
    },
    body: { kind: 'json', schema: ZRecognitionCreateRequest },
    responses: {
      201: recognition('The new request, pending (or, for a repeated Idempotency-Key, the first one as it is now)'),
      403: 'FORBIDDEN: the caller may read the experience but is not its author',
      404: 'NOT_FOUND: the experience is unknown, not readable, or of another community',
      409: 'RECOGNITION_ALREADY_OPEN (a request is pending, teacher_action or student_action), ALREADY_CERTIFIED, or IDEMPOTENCY_IN_PROGRESS',
      422: `e.g. \`{errors: {teacher_id | teacher_email | skills.0.skill_id | skills.0.level | student_message: [messages]}}\`; messages up to ${RECOGNITION_MESSAGE_MAX} characters`,
    },
  }),
  operation({
    method: 'get',
    path: '/v2/micro_recognitions/review',
    summary: "The signed-in teacher's requests to review: open ones addressed to their address (or account) in their community, latest first",
    access: 'session',
    responses: { 200: data(z.array(ZRecognition), 'Requests, at most 100') },
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
  }),
  operation({
    method: 'get',
    path: '/v2/micro_recognitions/{id}',
    summary: 'A request as its learner or its reviewer reads it; a teacher from outside reads it with their link\'s token, no session needed',
    access: 'public',
    query: ZRecognitionQuery,
    responses: { 200: recognition('The request, its thread, its skills, its certification if any'), 401: NO_SESSION, 404: `NOT_FOUND: not the caller's; ${LINK_INVALID}` },
  }),
  operation({
    method: 'patch',
    path: '/v2/micro_recognitions/{id}',
    summary: `The learner hands the request back to the teacher (status teacher_action): a reminder, ${RECOGNITION_RESEND_AFTER_DAYS} days or more after the last update, or at once the answer to a question (student_action); the teacher is mailed`,
    access: 'session',
    body: { kind: 'json', schema: ZRecognitionUpdateRequest },
    responses: {
      200: recognition('The request, now teacher_action'),
      403: NOT_THE_LEARNER,
      409: `RESEND_TOO_SOON (with \`error.resendable_at\`) or ${CLOSED}`,
    },
  }),
  operation({
    method: 'delete',
    path: '/v2/micro_recognitions/{id}',
    summary: 'The learner cancels an open request: it is deleted (spec §4)',
    access: 'session',
    responses: { 204: empty('Deleted'), 403: NOT_THE_LEARNER, 409: CLOSED },
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
  }),
  operation({
    method: 'delete',
    path: '/v2/certifications/{id}',
    summary: 'Withdraw a certification (the teacher who certified, or a community admin); the experience is no longer certified unless another remains',
    access: 'session',
    responses: { 204: empty('Withdrawn'), 403: 'FORBIDDEN: the caller may see the experience but did not certify it and is not a community admin' },
  }),
];
