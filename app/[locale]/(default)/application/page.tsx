import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('application') };
}

export default function ApplicationPage() {
  return <ComingSoon page="application" />;
}
