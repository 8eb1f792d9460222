import { getTranslations } from 'next-intl/server';
import { requireCurrentUser } from '@/lib/auth/require-user';
import type { TApplicationJournal } from './application-path';
import { applicationAreaTabs } from './application-area-tabs';
import { journalTabs } from './journal-areas';
import { JournalSection } from './journal-section';
import { PageTabs } from '@/components/ui/page-tabs';
import { Link } from '@/lib/i18n/navigation';
import { MembersSection } from './members-section';

type TApplicationTab = TApplicationJournal | { area: 'members' };

/** /application (community admins): the community journal, its members and the official area. */
export async function ApplicationView({ tab }: { tab: TApplicationTab }) {
  const [t, user] = await Promise.all([getTranslations(), requireCurrentUser()]);
  const communityId = user.communitiesAttributes[0].id;
  const areaTabs = await applicationAreaTabs();
  const area = tab.area;
  return (
    <div className="stack">
      <h1>{t(area === 'official' ? 'overview.officialTitle' : area === 'members' ? 'pageTitles.applicationMembers' : 'overview.applicationTitle')}</h1>
      <PageTabs tabs={areaTabs} current={area} />
      {tab.area === 'members' ? (
        <>
          {/* This tab opens members' journals; managing them is /admin/manage-members' work, one link away. */}
          <p>
            <Link href="/admin/manage-members">{t('overview.manageMembers')}</Link>
          </p>
          <MembersSection groupId={null} />
        </>
      ) : (
        <>
          <PageTabs tabs={journalTabs(tab.area === 'official' ? '/application/official' : '/application', t as never)} current={tab.filter} />
          <JournalSection
            scope={tab.area === 'official' ? { kind: 'official', communityId } : { kind: 'community', communityId }}
            filter={tab.filter}
            emptyMessage={t(tab.area === 'official' && tab.filter === 'index' ? 'journal.empty.official' : `journal.empty.${tab.filter}`)}
          />
        </>
      )}
    </div>
  );
}
