import { getTranslations } from 'next-intl/server';

export async function generateMetadata() {
  const t = await getTranslations('maintenance');
  return { title: t('title') };
}

export default async function MaintenancePage() {
  const t = await getTranslations('maintenance');
  return (
    <section className="card centered-card">
      <span className="pi pi-wrench big-icon" aria-hidden="true" />
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
    </section>
  );
}
