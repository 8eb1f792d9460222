'use client';

import { localizedPath } from '@/lib/i18n/localized-path';
import type { TLocale } from '@/lib/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { communityOrigin } from '@/lib/tenancy/community-host';

/** Spec §4: clear the user and open the login form of their own community, same protocol and port. */
export function goToOwnCommunity(slug: string, locale: TLocale) {
  useSessionStore.getState().reset();
  const target = `${communityOrigin(new URL(window.location.href), slug)}${localizedPath(locale, ROUTES.authLoginForm)}`;
  // Another sub-domain is another origin: only a full navigation gets there.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- absolute cross-origin URL
  window.location.assign(target);
}
