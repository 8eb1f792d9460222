import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/journal/application-view';

export async function generateMetadata() {
  const t = await getTranslations('overview');
  return { title: t('applicationTitle') };
}

export default function ApplicationIndexPage() {
  return <ApplicationView tab={{ area: 'community', filter: 'index' }} />;
}
