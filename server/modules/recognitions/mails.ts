import 'server-only';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { REVIEW_LINK_VALID_DAYS } from '@/lib/shared/validation/recognition-rules';
import type { Database } from '../../db/client';
import { enqueueMail } from '../mail';
import { recognitionLearnerMail, recognitionTeacherMail, type TLearnerMailDecision, type TTeacherMailReason } from '../mail';
import { mailLocale } from '../mail';
import { findUserById } from '../accounts';
import { experienceExcerpt, type RecognitionContext } from './context';
import type { SecretBox } from '../../platform/secret-box';
import { issueReviewLink } from './review-links';

/** What mail links are made with: the configured origin (never a request's Host) and the signing key of review links. */
export type LinkMaker = { appOrigin: string; secrets: SecretBox };

/** The front end's review page (spec §2 /recognition/review). */
export const REVIEW_PATH = '/recognition/review';

const origin = (context: RecognitionContext, appOrigin: string) => communityOrigin(new URL(appOrigin), context.community.slug);
const fullName = (person: { firstname: string; lastname: string }) => `${person.firstname} ${person.lastname}`;

/**
 * Queues, in the caller's transaction, the teacher's mail on each move to them (creation,
 * reminder, answer) or a fresh link they asked for. A teacher of the community gets a link
 * they sign in to, in their own language; one from outside gets a fresh single-use review
 * link, in the learner's language (the only one we know they read).
 */
export async function mailTeacher(tx: Database, context: RecognitionContext, reason: TTeacherMailReason, message: string | null, links: LinkMaker) {
  const { recognition, student, community } = context;
  const teacher = recognition.teacherId === null ? null : await findUserById(tx, recognition.teacherId);
  const locale = mailLocale(teacher?.locale ?? student.locale);
  // The page reads the request by its id; a teacher from outside also carries the link's token.
  const query = teacher ? `id=${recognition.id}` : `id=${recognition.id}&token=${await issueReviewLink(tx, links.secrets, recognition.id)}`;
  const url = `${origin(context, links.appOrigin)}${localizedPath(locale, REVIEW_PATH)}?${query}`;
  await enqueueMail(tx, {
    communityId: community.id,
    recipient: recognition.teacherEmail,
    locale,
    kind: 'recognitionRequest',
    ...recognitionTeacherMail(locale, reason, {
      firstname: teacher?.firstname ?? recognition.teacherFirstName,
      student: fullName(student),
      community: community.name,
      experience: experienceExcerpt(context.experience.description),
      message,
      url,
      validDays: teacher ? null : REVIEW_LINK_VALID_DAYS,
    }),
  });
}

const LEARNER_MAIL_KIND = { certify: 'recognitionCertified', question: 'recognitionQuestion', decline: 'recognitionDeclined' } as const;

/** Queues the learner's mail about the teacher's decision or question, in the learner's language, linking to the experience. */
export async function mailLearner(tx: Database, context: RecognitionContext, decision: TLearnerMailDecision, teacherName: string, comment: string | null, links: LinkMaker) {
  const { student, community, experience } = context;
  const locale = mailLocale(student.locale);
  await enqueueMail(tx, {
    communityId: community.id,
    recipient: student.email,
    locale,
    kind: LEARNER_MAIL_KIND[decision],
    ...recognitionLearnerMail(locale, decision, {
      firstname: student.firstname,
      teacher: teacherName,
      community: community.name,
      experience: experienceExcerpt(experience.description),
      comment,
      url: `${origin(context, links.appOrigin)}${localizedPath(locale, `/experiences/${experience.id}`)}`,
    }),
  });
}
