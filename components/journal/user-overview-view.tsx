import { getTranslations } from 'next-intl/server';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TJournalFilter } from '@/lib/api/journals';
import { fetchUserCard } from '@/lib/api/members';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { displayName } from '@/lib/auth/roles';
import { journalTabs } from './journal-areas';
import { JournalSection } from './journal-section';
import { JournalTabs } from './journal-tabs';

/** Another member's journal: only what they share with the viewer (the backend filters). */
export async function UserOverviewView({ userId, tab }: { userId: number; tab: TJournalFilter | 'portrait' }) {
  const [t, author] = await Promise.all([getTranslations(), orNotFound(fetchUserCard(userId, await serverApi()))]);
  const name = displayName(author);
  const base = `/${userId}/user-overview`;
  const tabs = journalTabs(base, t as never, [{ key: 'portrait', href: `${base}/portrait`, label: t('dashboard.tabs.portrait') }]);
  return (
    <div className="stack">
      <section className="dashboard-header card">
        <UserAvatar user={author} size="lg" alt={t('user.avatarAlt', { name })} />
        <h1>{t('overview.userTitle', { name })}</h1>
      </section>
      <JournalTabs tabs={tabs} current={tab} />
      {tab === 'portrait' ? (
        <p className="card muted">{t('dashboard.empty.portrait')}</p>
      ) : (
        <JournalSection scope={{ kind: 'user', userId }} filter={tab} emptyMessage={t(`journal.empty.${tab}`)} />
      )}
    </div>
  );
}
