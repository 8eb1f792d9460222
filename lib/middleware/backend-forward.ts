import { NextResponse, type NextRequest } from 'next/server';
import { apiBaseUrl } from '@/lib/env';

/** The web server's own routes (app/api/session): they keep the session cookies. */
const SESSION_ROUTES = new Set(['/api/session', '/api/session/refresh', '/api/session/platform']);
export const isSessionRoute = (pathname: string) => SESSION_ROUTES.has(pathname);

/** Paths the browser sends to the backend through this origin (one origin, one cookie). */
export function isBackendPath(pathname: string): boolean {
  // `/api/session/` is the session route with a trailing slash, redirected like a page's.
  if (isSessionRoute(pathname.replace(/\/+$/, ''))) return false;
  return pathname.startsWith('/api/') || pathname.startsWith('/public_api/');
}

/**
 * Forwarded at run time rather than by next.config rewrites, which Next freezes at build
 * time: API_BASE_URL must stay a start-time setting. The original host travels along so
 * the backend resolves the community and checks same-origin writes.
 */
export function forwardToBackend(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const target = `${apiBaseUrl()}${pathname.replace(/^\/api/, '')}${search}`;
  const headers = new Headers(request.headers);
  headers.set('x-forwarded-host', request.headers.get('host') ?? '');
  headers.set('x-forwarded-proto', request.nextUrl.protocol.replace(':', ''));
  return NextResponse.rewrite(target, { request: { headers } });
}
