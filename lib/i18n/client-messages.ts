import type { Messages } from 'next-intl';
import type { TLocale } from './locales';

type TMessagesThenable = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };

const byLocale = new Map<TLocale, TMessagesThenable>();

async function download(url: string): Promise<Messages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Messages;
}

/**
 * A language's messages for client components (issue 8). Handed down from the server they were
 * serialized into every page's payload, 51 KB of the dashboard's 83 KB, and encoded again into
 * its HTML on each request. Now the server renders them from its own import, and the browser
 * downloads them once per version from `url` (app/i18n/[file]), which the page's head preloads
 * beside its scripts so that hydration does not wait for a second round trip. The settled promise
 * carries its value the way React's `use` records it, so only a language's first render waits.
 */
export function loadClientMessages(locale: TLocale, url: string): Promise<Messages> {
  let loading = byLocale.get(locale);
  if (!loading) {
    const promise: TMessagesThenable =
      typeof window === 'undefined'
        ? import(`../../messages/${locale}.json`).then((module: { default: Messages }) => module.default)
        : download(url);
    promise.then(
      (messages) => Object.assign(promise, { status: 'fulfilled', value: messages }),
      // A failed download is asked for again by the next render, not remembered.
      () => byLocale.delete(locale),
    );
    byLocale.set(locale, promise);
    loading = promise;
  }
  return loading;
}
