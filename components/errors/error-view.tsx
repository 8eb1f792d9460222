'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';

/** Spec §2 error page, generic variant: title, status code, message if any, homepage button. */
export function ErrorView({ status, message, onRetry }: { status: number; message?: string; onRetry?: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <main id="main" className="error-page">
      <h1>{t('generic.title')}</h1>
      <p className="error-page__status">{t('generic.status', { status: String(status) })}</p>
      <p>{message ?? t('generic.message')}</p>
      <div className="row">
        {onRetry && (
          <button type="button" className="p-button p-button-outlined" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
        <a className="p-button" href={localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, ROUTES.authLoginForm)}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}
