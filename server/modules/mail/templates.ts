import 'server-only';
import { localeOrDefault, type TLocale } from '@/lib/shared/i18n/locales';
import { translator } from '../../platform/translations';

export type TRenderedMail = { subject: string; text: string; html: string };

/** What every mail says around its own part: greeting, the action as a link, the sign-off. */
export type TMailBody = { greeting: string; paragraphs: string[]; action?: { label: string; url: string }; after: string[]; signOff: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

export function compose(subject: string, body: TMailBody, locale: TLocale): TRenderedMail {
  const action = body.action ? ['', `${body.action.label}: ${body.action.url}`] : [];
  const text = [body.greeting, '', ...body.paragraphs, ...action, '', ...body.after, '', body.signOff].join('\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f6;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2933;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
${paragraph(body.greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${body.action ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#0f766e;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(body.action.label)}</a></p>` : ''}
${body.after.map(paragraph).join('\n')}
${paragraph(body.signOff)}
</div></body></html>`;
  return { subject, text, html };
}

/** A translator of the mails' strings (messages/*.json) in one language, from `namespace` down. */
export const mailTranslator = (locale: TLocale, namespace: 'mail' | 'recognitionMail' | 'publicLinkMail') => translator(locale, namespace);

/** The recipient's language when it is one of ours, else French (spec §9's default). */
export function mailLocale(locale: string): TLocale {
  return localeOrDefault(locale);
}

export function passwordResetMail(locale: TLocale, values: { firstname: string; community: string; url: string; validMinutes: number }): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('passwordReset.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('passwordReset.intro', { community: values.community })],
      action: { label: t('passwordReset.action'), url: values.url },
      after: [t('passwordReset.validity', { minutes: values.validMinutes }), t('passwordReset.ignore')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

export function invitationMail(
  locale: TLocale,
  values: { firstname: string; inviter: string; community: string; group: string; url: string; validDays: number; teacher?: boolean },
): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('invitation.subject', { inviter: values.inviter, community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('invitation.intro', { inviter: values.inviter, group: values.group, community: values.community }), ...(values.teacher ? [t('invitation.asTeacher')] : [])],
      action: { label: t('invitation.action'), url: values.url },
      after: [t('invitation.validity', { days: values.validDays }), t('invitation.ignore')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

export function registrationConfirmationMail(
  locale: TLocale,
  values: { firstname: string; community: string; group: string; url: string; validDays: number },
): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('registrationConfirmation.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('registrationConfirmation.intro', { group: values.group, community: values.community })],
      action: { label: t('invitation.action'), url: values.url },
      after: [t('invitation.validity', { days: values.validDays }), t('registrationConfirmation.ignore')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

/** A public sign-up's link: confirming it (with the password chosen) makes the account. */
export function signupConfirmationMail(locale: TLocale, values: { firstname: string; community: string; url: string; validHours: number }): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('signupConfirmation.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('signupConfirmation.intro', { community: values.community })],
      action: { label: t('signupConfirmation.action'), url: values.url },
      after: [t('linkValidity', { hours: values.validHours }), t('registrationConfirmation.ignore')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

/** Sent to the new address of a credentials update: the account's address changes when it is followed. */
export function emailChangeMail(locale: TLocale, values: { firstname: string; community: string; email: string; url: string; validHours: number }): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('emailChange.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('emailChange.intro', { community: values.community, email: values.email })],
      action: { label: t('emailChange.action'), url: values.url },
      after: [t('linkValidity', { hours: values.validHours }), t('emailChange.ignore')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

/** The last mail: what went, so that a deletion nobody asked for is noticed. */
export function accountDeletedMail(locale: TLocale, values: { firstname: string; community: string }): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('accountDeleted.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('accountDeleted.intro', { community: values.community })],
      after: [t('accountDeleted.unexpected')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

/** A /contact message for the community's support address or admins: who wrote, where to answer, what they wrote. */
export function contactMessageMail(locale: TLocale, values: { community: string; name: string; email: string; subject: string; message: string }): TRenderedMail {
  const t = translator(locale, 'mail');
  return compose(
    t('contactMessage.subject', { community: values.community, subject: values.subject }),
    {
      greeting: t('contactMessage.greeting'),
      paragraphs: [t('contactMessage.intro', { community: values.community, name: values.name, email: values.email }), ...values.message.split(/\n{2,}/)],
      after: [t('contactMessage.answer', { email: values.email })],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}

/** A data export is ready: where to download it (the account page, behind the session) and until when; who asked, when an admin did. */
export function dataExportReadyMail(locale: TLocale, values: { firstname: string; community: string; url: string; expires: Date; requestedBy: string | null }): TRenderedMail {
  const t = translator(locale, 'mail');
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(values.expires);
  return compose(
    t('dataExportReady.subject', { community: values.community }),
    {
      greeting: t('greeting', { firstname: values.firstname }),
      paragraphs: [t('dataExportReady.intro', { community: values.community }), ...(values.requestedBy ? [t('dataExportReady.byAdmin', { admin: values.requestedBy })] : [])],
      action: { label: t('dataExportReady.action'), url: values.url },
      after: [t('dataExportReady.expiry', { date: expires }), t('dataExportReady.unexpected')],
      signOff: t('signOff', { community: values.community }),
    },
    locale,
  );
}
