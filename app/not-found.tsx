import { NotFoundView } from '@/components/errors/not-found-view';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

/** Requests the proxy never saw (outside [locale]) still get the French 404 page. */
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <NotFoundView locale={DEFAULT_LOCALE} />
      </body>
    </html>
  );
}
