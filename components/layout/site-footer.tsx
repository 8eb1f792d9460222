import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The pages every school expects, within reach of every page: FAQ, contact, legal notice. */
export async function SiteFooter() {
  const t = await getTranslations('nav');
  return (
    <footer className="site-footer">
      <nav aria-label={t('footerLabel')}>
        <Link prefetch={false} href="/faq">{t('faq')}</Link>
        <Link prefetch={false} href="/contact">{t('contact')}</Link>
        <Link prefetch={false} href="/legal">{t('legal')}</Link>
      </nav>
    </footer>
  );
}
