import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import '@/components/ui/prime/theme.css';

/**
 * Every address no route knows, in the language the proxy read from it (its prefix, else the
 * visitor's cookie), drawn on the server. Not a catch-all page calling notFound(): Next 16's
 * production server answers a thrown notFound() with an empty body, the page appearing only once
 * its scripts ran (vercel/next.js#98295); a phone saw a blank page, its tab named "Demo".
 */
export default async function GlobalNotFound() {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body>
        <NotFoundView locale={locale} />
      </body>
    </html>
  );
}
