'use client';

import { localizedPath } from '@/lib/shared/i18n/localized-path';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { ROUTES } from '@/lib/routes';
import { useSessionStore } from '@/lib/stores/session-store';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';

/**
 * The address someone typed on another community's login form travels to their own community's
 * form in the URL's fragment: another sub-domain is another origin (no shared storage), and a
 * fragment is never sent to a server, so the address stays out of every request and log. The
 * form takes it out of the address bar as soon as it has read it.
 */
const MOVED_EMAIL = 'moved-email';

/**
 * Spec §4: clear the user and open the login form of their own community, same protocol and port;
 * with `email` (a sign-in attempt), that form says why it is shown and has the address filled in.
 */
export function goToOwnCommunity(slug: string, locale: TLocale, email?: string) {
  useSessionStore.getState().reset();
  const fragment = email ? `#${new URLSearchParams({ [MOVED_EMAIL]: email })}` : '';
  const target = `${communityOrigin(new URL(window.location.href), slug)}${localizedPath(locale, ROUTES.authLoginForm)}${fragment}`;
  // Another sub-domain is another origin: only a full navigation gets there.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- absolute cross-origin URL
  window.location.assign(target);
}

/** The address handed over by goToOwnCommunity, once: it is removed from the URL as it is read. */
export function takeMovedEmail(): string | null {
  const email = new URLSearchParams(window.location.hash.slice(1)).get(MOVED_EMAIL);
  if (email === null) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return email;
}
