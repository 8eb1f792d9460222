import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { compose, mailTranslator, type TRenderedMail } from './templates';

/** To an approver: a learner's public link waits for them, with the link to the list of those waiting. */
export function publicLinkRequestMail(locale: TLocale, values: { firstname: string; learner: string; title: string; community: string; url: string }): TRenderedMail {
  const t = mailTranslator(locale, 'publicLinkMail');
  const { learner, title, community } = values;
  return compose(
    t('request.subject', { learner, title }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('request.intro', { learner, title, community })],
      action: { label: t('request.action'), url: values.url },
      after: [t('request.why')],
      signOff: t('signOff', { community }),
    },
    locale,
  );
}

export type TPublicLinkMailDecision = 'approved' | 'refused';

/**
 * To the author, once an approver decided: approved, the link to the public page that now opens;
 * refused, the link to the item in the community, with which it is now shared instead.
 */
export function publicLinkDecisionMail(
  locale: TLocale,
  decision: TPublicLinkMailDecision,
  values: { firstname: string; approver: string; title: string; community: string; url: string },
): TRenderedMail {
  const t = mailTranslator(locale, 'publicLinkMail');
  const { approver, title, community } = values;
  return compose(
    t(`${decision}.subject`, { title }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t(`${decision}.intro`, { approver, title, community })],
      action: { label: t(`${decision}.action`, { community }), url: values.url },
      after: [],
      signOff: t('signOff', { community }),
    },
    locale,
  );
}
