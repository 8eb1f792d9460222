import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type messages from '@/messages/fr.json';

type TComingSoonPage = keyof (typeof messages)['comingSoon']['pages'];

/** A route that exists and guards like the real one, while its screen is being built. */
export async function ComingSoon({ page, homeHref = '/' }: { page: TComingSoonPage; homeHref?: string }) {
  const t = await getTranslations('comingSoon');
  return (
    <section className="card coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t(`pages.${page}`)}</h1>
      <p className="muted">{t('title')}</p>
      <p>{t('body')}</p>
      <Link href={homeHref} className="p-button p-button-outlined">
        {t('home')}
      </Link>
    </section>
  );
}
