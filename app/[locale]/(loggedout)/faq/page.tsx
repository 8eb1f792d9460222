import { getTranslations } from 'next-intl/server';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata() {
  const t = await getTranslations('faq');
  return { title: t('title') };
}

/** The questions schools and families ask first, in this order: what it is, whose data, minors, leaving. */
const QUESTIONS = ['what', 'who', 'data', 'minors', 'sharing', 'recognition', 'delete', 'languages'] as const;

/** Spec §2 /faq: plain answers, each one open on demand (no script needed to read them). */
export default async function FaqPage() {
  const [t, tApp, community] = await Promise.all([getTranslations('faq'), getTranslations('app'), fetchHostCommunity()]);
  const name = community?.name ?? tApp('defaultBrand');
  return (
    <section className="stack prose" aria-labelledby="faq-title">
      <h1 id="faq-title">{t('title')}</h1>
      <p className="muted">{t('intro', { community: name })}</p>
      {QUESTIONS.map((key) => (
        <details key={key} className="faq-item">
          <summary>{t(`questions.${key}.q`, { community: name })}</summary>
          <p>{t(`questions.${key}.a`, { community: name })}</p>
        </details>
      ))}
      <p>
        {t('more')} <Link href="/contact">{t('contactLink')}</Link> · <Link href="/legal">{t('legalLink')}</Link>
      </p>
    </section>
  );
}
