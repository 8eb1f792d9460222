import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { SessionHydrator } from '@/components/auth/session-hydrator';
import { AppProviders } from '@/components/layout/app-providers';
import { ArrivalRefresher } from '@/components/layout/arrival-refresher';
import { BuildWatcher } from '@/components/layout/build-watcher';
import { FeedbackHosts } from '@/components/layout/feedback-hosts';
import { LoadingToast } from '@/components/layout/loading-toast';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { OfflineReady } from '@/components/offline';
import { RouteMetaReset } from '@/components/layout/route-meta-reset';
import { getCurrentUser } from '@/lib/auth/current-user';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { getCommunityLook } from '@/lib/tenancy/community-look';
import { getCommunityBrand } from '@/lib/tenancy/current-community';
import { THEME_COLOR } from '@/lib/theme-color';
import '@/components/ui/prime/theme.css';
import 'primeicons/primeicons.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, brand, look] = await Promise.all([
    getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'app' }),
    getCommunityBrand(),
    getCommunityLook(),
  ]);
  const name = brand?.name ?? t('defaultBrand');
  return { title: { default: name, template: `%s · ${name}` }, description: t('description'), icons: { icon: look.faviconUrl }, manifest: `/app.webmanifest?locale=${locale}` };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: THEME_COLOR };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [user, t, messages] = await Promise.all([getCurrentUser(), getTranslations('app'), getMessages()]);
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickClientMessages(messages, ['shell'])}>
          <AppProviders>
            <SessionHydrator user={user} />
            <Suspense fallback={null}>
              <NavigationProgress />
            </Suspense>
            <RouteMetaReset />
            <ArrivalRefresher />
            {children}
            <FeedbackHosts />
            <LoadingToast />
            <BuildWatcher />
            <OfflineReady userId={user?.id ?? null} />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
