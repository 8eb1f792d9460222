import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { communityOrigin } from '@/lib/shared/tenancy/community-host';
import { clearSessionCookies } from './session-cookies';

/** Community mismatch (spec §4): the session is dropped and the user sent to their own sub-domain's login form. */
export function redirectToOwnCommunity(request: NextRequest, slug: string, loginPath: string): NextResponse {
  const current = new URL(request.url);
  current.host = request.headers.get('host') ?? current.host;
  const response = NextResponse.redirect(`${communityOrigin(current, slug)}${loginPath}`);
  return clearSessionCookies(response);
}
