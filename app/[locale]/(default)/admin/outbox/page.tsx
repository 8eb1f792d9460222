import { getFormatter, getTranslations } from 'next-intl/server';
import { applicationAreaTabs } from '@/components/journal/application-area-tabs';
import { PageTabs } from '@/components/ui/page-tabs';
import { fetchOutbox } from '@/lib/api/mail-outbox';
import { Link } from '@/lib/i18n/navigation';
import { getCommunityBrand } from '@/lib/tenancy/current-community';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('outbox');
  return { title: t('title') };
}

/**
 * The community's mails, for its admins (route-rules.ts). Without an SMTP server
 * they are kept here, so a school trying the product reads what it sent; the backend masks
 * the tokens of links that would let an admin act as the recipient.
 * Server-rendered only: reading needs no script; "older" is a link.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ before?: string }> }) {
  const { before } = await searchParams;
  const from = before && /^\d{1,9}$/.test(before) ? Number(before) : null;
  const [t, areaTabs, format, brand, { mails, more }] = await Promise.all([getTranslations('outbox'), applicationAreaTabs(), getFormatter(), getCommunityBrand(), fetchOutbox(from)]);
  return (
    <ClientMessages areas={['journal']}>
      <section className="stack outbox">
        <h1>{t('title')}</h1>
        <PageTabs tabs={areaTabs} current="outbox" />
        <p className="muted">{t('intro', { community: brand?.name ?? '' })}</p>
        {mails.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="outbox__list">
            {mails.map((mail) => (
              <li key={mail.id}>
                <details className="outbox__mail">
                  <summary>
                    <span className="outbox__subject">{mail.subject}</span>
                    <span className="muted">
                      {t('to')} {mail.recipient} · <time dateTime={mail.createdAt}>{format.dateTime(new Date(mail.createdAt), { dateStyle: 'short', timeStyle: 'short' })}</time>
                    </span>
                    <span className={`badge outbox__status outbox__status--${mail.status}`}>{t(`status.${mail.status}`)}</span>
                  </summary>
                  {mail.attempts > 1 && <p className="muted">{t('attempts', { count: mail.attempts })}</p>}
                  {mail.lastError && <p className="muted">{t('lastError', { error: mail.lastError })}</p>}
                  <pre className="outbox__text">{mail.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        {more && <Link href={`/admin/outbox?before=${mails.at(-1)!.id}`}>{t('more')}</Link>}
      </section>
    </ClientMessages>
  );
}
