import { getTranslations } from 'next-intl/server';
import { ActivityList, DataExport } from '@/components/account';
import { SharedPortrait } from '@/components/portrait';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TJournalFilter } from '@/lib/api/journals';
import { fetchUserCard } from '@/lib/api/members';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { getCurrentUser } from '@/lib/auth/current-user';
import { displayName } from '@/lib/shared/roles';
import { journalTabs } from './journal-areas';
import { JournalSection } from './journal-section';
import { PageTabs } from '@/components/ui/page-tabs';

/**
 * Another member's journal: only what they share with the viewer (the backend filters). A
 * community admin also reads the member's recent activity on the index tab, and may export their data.
 */
export async function UserOverviewView({ userId, tab }: { userId: number; tab: TJournalFilter | 'portrait' }) {
  const [t, author, viewer] = await Promise.all([getTranslations(), orNotFound(fetchUserCard(userId, await serverApi())), getCurrentUser()]);
  const name = displayName(author);
  const base = `/${userId}/user-overview`;
  const tabs = journalTabs(base, t as never, [{ key: 'portrait', href: `${base}/portrait`, label: t('dashboard.tabs.portrait') }]);
  return (
    <div className="stack">
      <section className="dashboard-header card">
        <UserAvatar user={author} size="lg" alt={t('user.avatarAlt', { name })} />
        <h1>{t('overview.userTitle', { name })}</h1>
      </section>
      {tab === 'index' && viewer?.communityAdmin && (
        <>
          <section className="card">
            <ActivityList userId={userId} />
          </section>
          {viewer.id !== userId && (
            <section className="card">
              <DataExport userId={userId} forMember />
            </section>
          )}
        </>
      )}
      <PageTabs tabs={tabs} current={tab} />
      {tab === 'portrait' ? (
        <SharedPortrait userId={userId} name={name} />
      ) : (
        <JournalSection scope={{ kind: 'user', userId }} filter={tab} emptyMessage={t(`journal.empty.${tab}`)} />
      )}
    </div>
  );
}
