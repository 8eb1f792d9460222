import { NextResponse, type NextRequest } from 'next/server';
import { apiBaseUrl } from '@/lib/env';
import { SESSION_ROUTES, backendPathOf } from '@/lib/shared/edge/edge-rules.mjs';

export { isBackendPath } from '@/lib/shared/edge/edge-rules.mjs';
export const isSessionRoute = (pathname: string) => SESSION_ROUTES.has(pathname);

/**
 * The production web server (scripts/web-server.mjs) forwards these itself, before Next, at a
 * fraction of the cost; this path serves `next dev`, which runs without it. Forwarded at run
 * time rather than by next.config rewrites, which Next freezes at build time: API_BASE_URL must
 * stay a start-time setting. The original host travels along so the backend resolves the
 * community and checks same-origin writes.
 */
export function forwardToBackend(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const target = `${apiBaseUrl()}${backendPathOf(pathname)}${search}`;
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', request.headers.get('host') ?? '');
  return NextResponse.rewrite(target, { request: { headers } });
}
