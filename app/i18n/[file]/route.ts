import { isLocale } from '@/lib/i18n/locales';
import { messagesFile } from '@/lib/i18n/messages-file';

/**
 * A language's messages for the client components (lib/i18n/client-messages.ts). Asked for with
 * the version the page was given, they never change, so the browser keeps them for a year;
 * asked for without it, or with an old one, they are today's and not kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  if (!isLocale(locale)) return Response.json({ error: { code: 'NOT_FOUND' } }, { status: 404 });
  const { json, version } = await messagesFile(locale);
  const isCurrent = new URL(request.url).searchParams.get('v') === version;
  return new Response(json, {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': isCurrent ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
