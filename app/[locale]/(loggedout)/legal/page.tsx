import { getTranslations } from 'next-intl/server';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata() {
  const t = await getTranslations('legal');
  return { title: t('title') };
}

/** What the law asks a school's service to say, in the order a parent reads it. */
const SECTIONS = ['publisher', 'data', 'purposes', 'minors', 'retention', 'rights', 'cookies', 'credentials'] as const;

/** Spec §2 /legal: who runs the journal and what it does with learners' data (many are minors). */
export default async function LegalPage() {
  const [t, tApp, community] = await Promise.all([getTranslations('legal'), getTranslations('app'), fetchHostCommunity()]);
  const name = community?.name ?? tApp('defaultBrand');
  return (
    <article className="stack prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{t('title')}</h1>
      <p className="muted">{t('intro', { community: name })}</p>
      {SECTIONS.map((key) => (
        <section key={key} aria-labelledby={`legal-${key}`}>
          <h2 id={`legal-${key}`} className="h3">
            {t(`sections.${key}.title`)}
          </h2>
          <p>{t(`sections.${key}.body`, { community: name })}</p>
        </section>
      ))}
      <p>
        {t('questions')} <Link href="/contact">{t('contactLink')}</Link>
      </p>
    </article>
  );
}
