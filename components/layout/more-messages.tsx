'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

type Messages = ReturnType<typeof useMessages>;

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Adds messages to those of the provider above, for the client components below (a nested provider alone would replace them). */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => {
    // Two levels: the layout may send one key of a namespace, and the page others of the same.
    const both: Record<string, unknown> = { ...parent };
    for (const [name, value] of Object.entries(messages)) {
      const above = both[name];
      both[name] = isGroup(above) && isGroup(value) ? { ...above, ...value } : value;
    }
    return both as Messages;
  }, [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
