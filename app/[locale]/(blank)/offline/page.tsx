import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';

export async function generateMetadata() {
  const t = await getTranslations('offline.page');
  return { title: t('title') };
}

/**
 * Never shown online: the service worker keeps it and answers with it when a page that was
 * never opened on this device is asked for without a network.
 */
export default async function OfflinePage() {
  const t = await getTranslations('offline.page');
  return (
    <section className="card centered-card">
      <span className="pi pi-wifi big-icon" aria-hidden="true" />
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p className="dashboard-starts">
        <Link href="/create-experience" className="p-button">
          {t('record')}
        </Link>
        <Link href={ROUTES.dashboardIndex} className="p-button p-button-outlined">
          {t('journal')}
        </Link>
      </p>
    </section>
  );
}
