import { getTranslations } from 'next-intl/server';
import { GroupOverviewView } from '@/components/journal/group-overview-view';
import { digitsParam } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('groupOverview') };
}

export default async function GroupOverviewPage({ params }: { params: Promise<{ groupId: string }> }) {
  return <GroupOverviewView groupId={digitsParam((await params).groupId)} tab="index" />;
}
