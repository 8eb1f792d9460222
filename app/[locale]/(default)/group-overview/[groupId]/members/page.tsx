import { getTranslations } from 'next-intl/server';
import { GroupOverviewView } from '@/components/journal/group-overview-view';
import { digitsParam } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('groupMembers') };
}

export default async function GroupMembersPage({ params }: { params: Promise<{ groupId: string }> }) {
  return <GroupOverviewView groupId={digitsParam((await params).groupId)} tab="members" />;
}
