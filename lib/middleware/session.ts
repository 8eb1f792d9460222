import type { NextRequest } from 'next/server';
import type { TUser } from '@/lib/shared/validation/user';
import { camelizeWire } from '@/lib/shared/wire-case';
import { apiBaseUrl } from '@/lib/env';
import { SESSION_COOKIE } from '@/lib/shared/validation/session';

export type TSessionLookup =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'user'; user: TUser }
  | { kind: 'mismatch'; communitySlug: string };

/** Asks the backend who the session cookie belongs to: once per page request, by the proxy. */
export async function lookupSession(request: NextRequest): Promise<TSessionLookup> {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'anonymous' };
  const response = await fetch(`${apiBaseUrl()}/v2/session`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-host': request.headers.get('host') ?? '' },
    cache: 'no-store',
  });
  if (response.ok) {
    const body = camelizeWire(await response.json()) as { data: TUser };
    return { kind: 'user', user: body.data };
  }
  if (response.status === 403) {
    const body = (await response.json()) as { error?: { code?: string; community?: { slug?: string } } };
    if (body.error?.code === 'COMMUNITY_MISMATCH' && body.error.community?.slug) {
      return { kind: 'mismatch', communitySlug: body.error.community.slug };
    }
  }
  return { kind: 'invalid' };
}
