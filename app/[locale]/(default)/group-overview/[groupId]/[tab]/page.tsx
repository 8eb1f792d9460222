import { getTranslations } from 'next-intl/server';
import { GroupOverviewView } from '@/components/journal/group-overview-view';
import { fetchPageGroup } from '@/lib/api/group-server';
import { digitsParam, oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

/** The group's name in the tab's title, so that two groups' tabs are told apart. */
export async function generateMetadata({ params }: { params: Promise<{ groupId: string }> }) {
  const [t, group] = await Promise.all([getTranslations('manageGroups'), params.then(({ groupId }) => fetchPageGroup(digitsParam(groupId)))]);
  return { title: t('overviewOf', { name: group.name }) };
}

export default async function GroupOverviewTabPage({ params }: { params: Promise<{ groupId: string; tab: string }> }) {
  const { groupId, tab } = await params;
  return (
    <ClientMessages areas={['journal']}>
      <GroupOverviewView groupId={digitsParam(groupId)} tab={oneOf(tab, ['certified', 'experiences', 'stories'] as const)} />
    </ClientMessages>
  );
}
