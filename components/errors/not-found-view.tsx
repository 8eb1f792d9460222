import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { isLocale, DEFAULT_LOCALE } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { getCommunityBrand } from '@/lib/tenancy/current-community';

/** Spec §2 error page, 404 variant: title, not-found message, illustration, homepage button. */
export async function NotFoundView({ locale }: { locale: string }) {
  const safe = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [t, tApp, brand] = await Promise.all([getTranslations({ locale: safe, namespace: 'errors' }), getTranslations({ locale: safe, namespace: 'app' }), getCommunityBrand()]);
  return (
    <main id="main" className="error-page">
      {/* A not-found file exports no metadata: React puts this title in the head, or the tab would read only the community's name. */}
      <title>{`${t('notFound.title')} · ${brand?.name ?? tApp('defaultBrand')}`}</title>
      <svg className="error-page__art" viewBox="0 0 120 120" role="img" aria-label={t('notFound.illustrationAlt')}>
        <circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M60 22 L72 60 L60 98 L48 60 Z" fill="currentColor" opacity="0.8" />
        <circle cx="60" cy="60" r="6" fill="#fff" />
      </svg>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <a className="p-button" href={localizedPath(safe, ROUTES.authLoginForm)}>
        {t('home')}
      </a>
    </main>
  );
}
