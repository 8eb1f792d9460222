import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { compose, mailTranslator, type TRenderedMail } from './templates';

/** Why the teacher hears from us: a new request, a reminder, the learner's answer, or a fresh link they asked for. */
export type TTeacherMailReason = 'request' | 'reminder' | 'answer' | 'freshLink';

const SUBJECT: Record<TTeacherMailReason, 'subject' | 'reminderSubject' | 'answerSubject' | 'freshLinkSubject'> = {
  request: 'subject',
  reminder: 'reminderSubject',
  answer: 'answerSubject',
  freshLink: 'freshLinkSubject',
};
const INTRO: Record<TTeacherMailReason, 'intro' | 'reminderIntro' | 'answerIntro' | 'freshLinkIntro'> = {
  request: 'intro',
  reminder: 'reminderIntro',
  answer: 'answerIntro',
  freshLink: 'freshLinkIntro',
};

/**
 * To the teacher, with the link to the review page: a community teacher signs in there; one from
 * outside gets a single-use link (`validDays` set) that opens this request only.
 */
export function recognitionTeacherMail(
  locale: TLocale,
  reason: TTeacherMailReason,
  values: { firstname: string; student: string; community: string; experience: string; message: string | null; url: string; validDays: number | null },
): TRenderedMail {
  const t = mailTranslator(locale, 'recognitionMail');
  const { student, community } = values;
  return compose(
    t(`request.${SUBJECT[reason]}`, { student, community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [
        t(`request.${INTRO[reason]}`, { student, community }),
        t('request.experience', { experience: values.experience }),
        ...(values.message ? [t('request.message', { message: values.message })] : []),
      ],
      action: { label: t('request.action'), url: values.url },
      after: [values.validDays === null ? t('request.signIn', { community }) : t('request.validity', { days: values.validDays })],
      signOff: t('signOff', { community }),
    },
    locale,
  );
}

export type TLearnerMailDecision = 'certify' | 'question' | 'decline';

/** To the learner, once the teacher decided or asked: the teacher's words and a link to the experience. */
export function recognitionLearnerMail(
  locale: TLocale,
  decision: TLearnerMailDecision,
  values: { firstname: string; teacher: string; community: string; experience: string; comment: string | null; url: string },
): TRenderedMail {
  const t = mailTranslator(locale, 'recognitionMail');
  const { teacher, community, experience, comment } = values;
  const [subject, intro] = {
    certify: ['decision.certifiedSubject', 'decision.certifiedIntro'],
    question: ['decision.questionSubject', 'decision.questionIntro'],
    decline: ['decision.declinedSubject', 'decision.declinedIntro'],
  }[decision] as ['decision.certifiedSubject', 'decision.certifiedIntro'];
  const quoted = comment ? [decision === 'decline' ? t('decision.reason', { comment }) : t('decision.comment', { comment })] : [];
  return compose(
    t(subject, { teacher }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t(intro, { teacher, experience, community }), ...quoted],
      action: { label: t('decision.action'), url: values.url },
      after: [],
      signOff: t('signOff', { community }),
    },
    locale,
  );
}
