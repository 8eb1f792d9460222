import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { digitsParam, oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('groupOverview') };
}

export default async function GroupOverviewPage({ params }: { params: Promise<{ groupId: string; tab: string }> }) {
  const { groupId, tab } = await params;
  digitsParam(groupId);
  oneOf(tab, ['certified', 'experiences', 'stories']);
  return <ComingSoon page="groupOverview" />;
}
