import { useLocale } from 'next-intl';
import { NotFoundView } from '@/components/errors/not-found-view';

/**
 * What a page's notFound() shows (an experience that is gone, a group of another community);
 * unknown addresses are app/not-found.tsx's. Next 16 draws this one only in the browser
 * (vercel/next.js#98295).
 */
export default function LocaleNotFound() {
  const locale = useLocale();
  return <NotFoundView locale={locale} />;
}
