import 'server-only';
import { getLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { getCurrentUser } from './current-user';
import type { TUser } from '@/lib/shared/validation/user';

export async function requireCurrentUser(): Promise<TUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const locale = await getLocale();
  redirect(localizedPath(isLocale(locale) ? locale : DEFAULT_LOCALE, ROUTES.authLoginForm));
}
