import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('selectFormationCenter') };
}

export default function SelectFormationCenterPage() {
  return <ComingSoon page="selectFormationCenter" homeHref='/auth' />;
}
