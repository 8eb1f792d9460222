'use client';

import { useCallback } from 'react';
import { useFreshNavigation } from '@/lib/hooks/use-fresh-navigation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie';
import { ROUTES } from '@/lib/routes';
import { takeReturnPath } from './return-path';
import type { TUser } from '@/lib/shared/validation/user';

/**
 * Spec §2 route rules: once signed in, the tutorial when not yet seen, else the dashboard, in the
 * user's language; but a page the person was sent from to sign in (a mailed review link) first.
 */
export function useEnterProduct() {
  const navigation = useFreshNavigation();
  return useCallback(
    (user: TUser) => {
      const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
      writeLocaleCookie(locale);
      navigation.replace(takeReturnPath() ?? (user.tutorialSeen ? ROUTES.dashboardIndex : ROUTES.tutorial), { locale });
    },
    [navigation],
  );
}
