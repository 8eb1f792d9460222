import { splitLocale } from '@/lib/shared/i18n/localized-path';
import { routeRuleFor } from '@/lib/middleware/route-rules';

/** The query parameter that carries where to go back to once signed in (a mailed link opened signed out). */
export const RETURN_PARAM = 'next';
/**
 * Kept in the tab too: from the login form a person may turn to the platform sign-in, which leaves
 * the site and comes back to its callback page.
 */
const RETURN_KEY = 'return-path';
const ORIGIN = 'http://return.invalid';

/**
 * A page of this site to come back to, or null. Only a local path is kept (never another host:
 * `//host`, `/\host`, a scheme, control characters), without its language prefix (the person's
 * own is added on arrival), and never a sign-in page (it would send them round again).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 1000 || !value.startsWith('/') || /^\/[/\\]|[\\\u0000-\u001f]/.test(value)) return null;
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN) return null;
  const { path } = splitLocale(url.pathname);
  if (routeRuleFor(path).access === 'guest') return null;
  return `${path}${url.search}`;
}

/** The login form's address, carrying where to go back to (not the home page: signing in leads there anyway). */
export function withReturnPath(loginPath: string, returnPath: string | null): string {
  const safe = safeReturnPath(returnPath);
  return safe && safe !== '/' ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : loginPath;
}

const returnPathOfPage = () => safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));

/** On the login form: keep its return path in the tab, for whichever way the person signs in. */
export function keepReturnPath(): void {
  const returnPath = returnPathOfPage();
  if (returnPath) window.sessionStorage.setItem(RETURN_KEY, returnPath);
}

/** Once signed in: the page's own return path, else the one kept in the tab (taken once). */
export function takeReturnPath(): string | null {
  const kept = window.sessionStorage.getItem(RETURN_KEY);
  if (kept !== null) window.sessionStorage.removeItem(RETURN_KEY);
  return returnPathOfPage() ?? safeReturnPath(kept);
}
