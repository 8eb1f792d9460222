import 'server-only';
import { isLocale, type TLocale } from '@/lib/shared/i18n/locales';
import type { AppContext } from './context';

/** "pt-PT,pt;q=0.9" → "pt": the first language asked for, when it is one of the product's. */
export function localeOfAcceptLanguage(header: string | undefined): TLocale | null {
  const primary = header?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return isLocale(primary) ? primary : null;
}

/**
 * The language a reader reads data in (the names of the product's skills): the page's, which the
 * web client sends as Accept-Language, so that a Portuguese page shows Portuguese names whatever
 * the account says and to a reader who is not signed in; else the account's; else none, and
 * names stay as the community wrote them.
 */
export function readerLocale(c: AppContext): TLocale | null {
  const asked = localeOfAcceptLanguage(c.req.header('accept-language'));
  if (asked) return asked;
  const account = c.get('auth')?.user.locale;
  return isLocale(account) ? account : null;
}
