import { useLocale } from 'next-intl';
import { NotFoundView } from '@/components/errors/not-found-view';

export default function LocaleNotFound() {
  const locale = useLocale();
  return <NotFoundView locale={locale} />;
}
