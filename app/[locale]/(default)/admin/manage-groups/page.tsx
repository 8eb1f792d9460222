import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('manageGroups') };
}

export default function ManageGroupsPage() {
  return <ComingSoon page="manageGroups" />;
}
