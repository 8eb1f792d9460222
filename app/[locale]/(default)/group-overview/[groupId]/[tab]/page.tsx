import { getTranslations } from 'next-intl/server';
import { GroupOverviewView } from '@/components/journal/group-overview-view';
import { digitsParam, oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('groupOverview') };
}

export default async function GroupOverviewTabPage({ params }: { params: Promise<{ groupId: string; tab: string }> }) {
  const { groupId, tab } = await params;
  return <GroupOverviewView groupId={digitsParam(groupId)} tab={oneOf(tab, ['certified', 'experiences', 'stories'] as const)} />;
}
