import { getTranslations } from 'next-intl/server';
import { GroupOverviewView } from '@/components/journal/group-overview-view';
import { fetchPageGroup } from '@/lib/api/group-server';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

/** The group's name in the tab's title, so that two groups' tabs are told apart. */
export async function generateMetadata({ params }: { params: Promise<{ groupId: string }> }) {
  const [t, group] = await Promise.all([getTranslations('manageGroups'), params.then(({ groupId }) => fetchPageGroup(digitsParam(groupId)))]);
  return { title: t('membersOf', { name: group.name }) };
}

export default async function GroupMembersPage({ params }: { params: Promise<{ groupId: string }> }) {
  return (
    <ClientMessages areas={['journal']}>
      <GroupOverviewView groupId={digitsParam((await params).groupId)} tab="members" />
    </ClientMessages>
  );
}
