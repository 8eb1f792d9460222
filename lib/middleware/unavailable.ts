import { NextResponse } from 'next/server';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { SERVICE_UNAVAILABLE_BODY } from '@/lib/shared/edge/edge-rules.mjs';

/** Set by scripts/web-server.mjs (never by a client: it drops theirs) while the backend restarts. */
export const BACKEND_UNAVAILABLE_HEADER = 'x-backend-unavailable';
const RETRY_AFTER_SECONDS = '5';

export const unavailableApiResponse = () =>
  new NextResponse(SERVICE_UNAVAILABLE_BODY, {
    status: 503,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS },
  });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A self-contained page, not a rendered route: every route of the app asks the backend for the
 * community and the session, so none could render while the backend is down.
 */
export async function unavailablePageResponse(locale: TLocale): Promise<NextResponse> {
  const { unavailable: t } = (await import(`@/messages/${locale}.json`)).default as { unavailable: Record<'title' | 'message' | 'retry', string> };
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}a{color:#0f766e}</style>
</head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.message)}</p><p><a href="">${escapeHtml(t.retry)}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': RETRY_AFTER_SECONDS },
  });
}
