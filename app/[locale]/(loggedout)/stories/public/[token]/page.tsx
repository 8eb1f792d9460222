import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('publicStory') };
}

export default function PublicStoryPage() {
  return <ComingSoon page="publicStory" homeHref='/auth' />;
}
