import 'server-only';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { communitySlugFromHost } from '@/lib/shared/tenancy/community-host';
import { authenticate, communityMismatch } from './auth';
import { digestToken, isOpaqueToken } from '../../platform/tokens';
import { requestHost, type AppContext, type AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/**
 * Resolves the host's community and the caller's session for every request. A token that is
 * unknown, expired or revoked is refused (401 INVALID_TOKEN) by the routes that need a
 * session (requireAuth); routes that need none (login, refresh, public brand data) ignore it,
 * as a client whose access token expired still sends it when it refreshes or signs in again.
 * A valid token used on another community's host answers COMMUNITY_MISMATCH so the front end
 * can send the user to their own sub-domain.
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const deps = c.get('deps');
  const hostSlug = communitySlugFromHost(requestHost(c));
  c.set('hostSlug', hostSlug);
  c.set('auth', null);
  c.set('authVia', null);
  c.set('tokenRejected', false);

  const fromHeader = bearer(c.req.header('authorization'));
  const fromCookie = fromHeader ? null : (getCookie(c, deps.sessionCookie) ?? null);
  const token = fromHeader ?? fromCookie;
  if (token) {
    // A cookie or header of any other shape (a guess, a truncated paste) costs no database round trip.
    const session = isOpaqueToken(token) ? await deps.sessionCache.resolve(digestToken(token), () => authenticate(deps.db, token)) : null;
    if (session) {
      if (hostSlug && hostSlug !== session.community.slug) throw communityMismatch(session.community);
      c.set('auth', session);
      c.set('authVia', fromHeader ? 'header' : 'cookie');
    } else {
      c.set('tokenRejected', true);
    }
  }
  if (fromCookie && !SAFE_METHODS.has(c.req.method)) assertSameOrigin(c);
  await next();
});

/**
 * A cookie travels with cross-site requests; a header token cannot be attached by another
 * site. So a write authenticated by cookie must come from a page of this very host.
 */
function assertSameOrigin(c: AppContext) {
  const origin = c.req.header('origin');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || originHost !== requestHost(c)) {
    throw new HttpError(403, 'CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
  }
}
