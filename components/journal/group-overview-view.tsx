import { getTranslations } from 'next-intl/server';
import type { TJournalFilter } from '@/lib/api/journals';
import { fetchPageGroup } from '@/lib/api/group-server';
import { journalTabs } from './journal-areas';
import { JournalSection } from './journal-section';
import { PageTabs } from '@/components/ui/page-tabs';
import { MembersSection } from './members-section';

/** /group-overview/{id} (community admins): the group's journal and members; another community's group is a 404. */
export async function GroupOverviewView({ groupId, tab }: { groupId: number; tab: TJournalFilter | 'members' }) {
  const [t, group] = await Promise.all([getTranslations(), fetchPageGroup(groupId)]);
  const base = `/group-overview/${groupId}`;
  const tabs = journalTabs(base, t as never, [{ key: 'members', href: `${base}/members`, label: t('overview.membersTab') }]);
  return (
    <div className="stack">
      <h1>{t('overview.groupTitle', { name: group.name })}</h1>
      {group.description && <p className="muted">{group.description}</p>}
      <PageTabs tabs={tabs} current={tab} />
      {tab === 'members' ? (
        <MembersSection groupId={groupId} />
      ) : (
        <JournalSection scope={{ kind: 'group', groupId }} filter={tab} emptyMessage={t(`journal.empty.${tab}`)} />
      )}
    </div>
  );
}
