import { NextRequest, NextResponse } from 'next/server';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@/lib/auth/return-path';
import { SESSION_USER_HEADER, encodeSessionUser } from '@/lib/auth/session-handoff';
import { isMaintenanceOn } from '@/lib/env';
import { LOCALE_COOKIE, type TLocale } from '@/lib/shared/i18n/locales';
import { localizedPath, splitLocale } from '@/lib/shared/i18n/localized-path';
import { forwardToBackend, isBackendPath, isSessionRoute } from '@/lib/middleware/backend-forward';
import { contentSecurityPolicy, createNonce } from '@/lib/middleware/content-security-policy';
import { redirectToOwnCommunity } from '@/lib/middleware/community-redirect';
import { clearSessionCookies, renewSession, setSessionCookies } from '@/lib/middleware/session-cookies';
import { guardTarget } from '@/lib/middleware/guard';
import { resolveLocale } from '@/lib/middleware/locale';
import { routeToLocale } from '@/lib/middleware/locale-route';
import { maintenanceTarget } from '@/lib/middleware/maintenance';
import { routeRuleFor, type TRouteRule } from '@/lib/middleware/route-rules';
import { lookupSession } from '@/lib/middleware/session';
import { BACKEND_UNAVAILABLE_HEADER, unavailableApiResponse, unavailablePageResponse } from '@/lib/middleware/unavailable';
import { ROUTES } from '@/lib/routes';
import { REFRESH_COOKIE, SESSION_COOKIE } from '@/lib/shared/validation/session';

/**
 * Only a page the browser navigates to records its language: the router's background fetches
 * (RSC payloads and prefetches of links still on the previous page) would otherwise write the
 * language the visitor just left over the one they chose.
 */
function withLocaleCookie(request: NextRequest, response: NextResponse, locale: TLocale): NextResponse {
  // Next hides its router headers and `_rsc` parameter from the proxy; the browser's own
  // Sec-Fetch-Mode still tells a navigation from a script's fetch.
  const mode = request.headers.get('sec-fetch-mode');
  if (mode && mode !== 'navigate') return response;
  response.cookies.set(LOCALE_COOKIE.name, locale, {
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    path: LOCALE_COOKIE.path,
    sameSite: LOCALE_COOKIE.sameSite,
  });
  return response;
}

function redirectTo(request: NextRequest, path: string): NextResponse {
  const url = request.nextUrl.clone();
  const [pathname, search = ''] = path.split('?');
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url);
}

/**
 * Where a guard sends a request. Sent to sign in, the page asked for comes along (a mailed link
 * survives the login form); a signed-in person on a sign-in page that carries one goes on to it.
 */
function guardRedirect(request: NextRequest, rule: TRouteRule, target: string, locale: TLocale, path: string): string {
  if (target === ROUTES.authLoginForm) return withReturnPath(localizedPath(locale, target), `${path}${request.nextUrl.search}`);
  const onward = rule.access === 'guest' ? safeReturnPath(request.nextUrl.searchParams.get(RETURN_PARAM)) : null;
  return localizedPath(locale, onward ?? target);
}

/**
 * The design's middleware (Next 16 names the file proxy.ts). The spec's global checks, in
 * its order: community (the host's first label, read where needed from the Host header),
 * locale, maintenance, then the route guards; the URL is finally mapped to [locale] (locale-route.ts).
 * Every answer carries the Content-Security-Policy, with a nonce fresh for this request.
 */
export default async function proxy(request: NextRequest) {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development');
  const response = await respond(request, csp);
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

async function respond(request: NextRequest, csp: string): Promise<NextResponse> {
  const isBackendDown = request.headers.has(BACKEND_UNAVAILABLE_HEADER);
  const { pathname } = request.nextUrl;
  if (isSessionRoute(pathname)) return isBackendDown ? unavailableApiResponse() : NextResponse.next();
  if (isBackendPath(pathname)) return isBackendDown ? unavailableApiResponse() : forwardToBackend(request);
  // next.config.ts skips Next's own trailing-slash redirect so that the spec's
  // `/v2/journal_items/` reaches the backend as written; pages keep it here.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Not nextUrl: with the redirect skipped, it puts the trailing slash back when printed.
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  const { locale: prefix, path } = splitLocale(pathname);

  const { locale, redirectTo: localeRedirect } = resolveLocale({
    prefix,
    path,
    cookie: request.cookies.get(LOCALE_COOKIE.name)?.value,
    search: request.nextUrl.searchParams,
  });
  if (localeRedirect) {
    const url = request.nextUrl.clone();
    url.pathname = localeRedirect;
    return NextResponse.redirect(url);
  }
  if (isBackendDown) return unavailablePageResponse(locale);

  const maintenance = maintenanceTarget(path, isMaintenanceOn());
  if (maintenance) return withLocaleCookie(request, redirectTo(request, localizedPath(locale, maintenance)), locale);

  const rule = routeRuleFor(path);
  if (rule.access !== 'public') {
    const renewal = await renewExpiredSession(request);
    if (renewal) return renewal.settle(await guardAndRender(request, rule, locale, prefix, path, csp));
  }
  return guardAndRender(request, rule, locale, prefix, path, csp);
}

/**
 * An access token's cookie lives as long as the token; when it is gone and a refresh token's
 * cookie is left, a new session is opened before the guards run: an expired access
 * token is renewed without asking the person to sign in again. The request carries the new
 * token to the page; `settle` gives the answer the new cookies, or drops the refused refresh
 * token's, after which the guards send the person to the login form.
 */
async function renewExpiredSession(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE) || !request.cookies.has(REFRESH_COOKIE)) return null;
  // Only a page the browser navigates to: a router prefetch racing the page's own renewal would
  // spend the refresh token (good once) under it. Scripts renew through /api/session/refresh.
  const mode = request.headers.get('sec-fetch-mode');
  if (mode && mode !== 'navigate') return null;
  const renewed = await renewSession(request);
  if (renewed) request.cookies.set(SESSION_COOKIE, renewed.token);
  else request.cookies.delete(REFRESH_COOKIE);
  return { settle: (response: NextResponse) => (renewed ? setSessionCookies(request, response, renewed) : clearSessionCookies(response)) };
}

/**
 * Every page that comes with a session cookie asks the backend here, once: a known
 * user reaches the page in the hand-off header, so the page does not ask again; a cookie the
 * backend no longer knows (signed out elsewhere, password changed, account removed) is taken off
 * the request, so the page renders signed out without asking, and cleared in the answer, so the
 * browser stops sending it. A session of another community sends a guarded page to that
 * community; a public page is simply shown signed out.
 */
async function guardAndRender(request: NextRequest, rule: TRouteRule, locale: TLocale, prefix: TLocale | null, path: string, csp: string): Promise<NextResponse> {
  const session = await lookupSession(request);
  const signedIn = session.kind === 'user' ? session.user : null;
  const settle = (response: NextResponse) => withLocaleCookie(request, session.kind === 'invalid' ? clearSessionCookies(response) : response, locale);
  if (rule.access !== 'public') {
    if (session.kind === 'mismatch') {
      return redirectToOwnCommunity(request, session.communitySlug, localizedPath(locale, ROUTES.authLoginForm));
    }
    const target = guardTarget(rule, signedIn);
    if (target) return settle(redirectTo(request, guardRedirect(request, rule, target, locale, path)));
  }
  if (session.kind === 'invalid' || session.kind === 'mismatch') request.cookies.delete(SESSION_COOKIE);

  // Next reads the nonce from the request's policy and stamps its own scripts with it.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', csp);
  headers.delete(SESSION_USER_HEADER);
  const handoff = signedIn && encodeSessionUser(signedIn);
  if (handoff) headers.set(SESSION_USER_HEADER, handoff);
  return settle(routeToLocale(request, headers, locale, prefix, path));
}

export const config = {
  // The DID document has a dot in its name, which the page pattern leaves out: named on its own,
  // as are the wallet's OpenID4VCI metadata (edge-rules.mjs WELL_KNOWN_BACKEND_PATHS).
  matcher: [
    '/api/:path*',
    '/public_api/:path*',
    '/.well-known/did.json',
    '/.well-known/openid-credential-issuer',
    '/.well-known/oauth-authorization-server',
    '/((?!api|public_api|_next|_vercel|.*\\..*).*)',
  ],
};
