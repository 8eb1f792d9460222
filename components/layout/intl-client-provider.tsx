'use client';

import { NextIntlClientProvider } from 'next-intl';
import { use, type ReactNode } from 'react';
import { loadClientMessages } from '@/lib/i18n/client-messages';
import type { TLocale } from '@/lib/i18n/locales';

type Props = { locale: TLocale; messagesUrl: string; timeZone: string; children: ReactNode };

/** Client components' translations, from the language's own file rather than the page's payload (lib/i18n/client-messages.ts). */
export function IntlClientProvider({ locale, messagesUrl, timeZone, children }: Props) {
  const messages = use(loadClientMessages(locale, messagesUrl));
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
