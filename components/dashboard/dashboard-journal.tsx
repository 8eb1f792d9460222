import { getTranslations } from 'next-intl/server';
import { JournalSection } from '@/components/journal';
import type { TUser } from '@/lib/shared/validation/user';
import { canWrite } from '@/lib/shared/roles';
import { Link } from '@/lib/i18n/navigation';
import type { TJournalFilter } from '@/lib/api/journals';

/** A journal tab of the dashboard: the writer's two starts, then their journal filtered by the tab. */
export async function DashboardJournal({ user, filter }: { user: TUser; filter: TJournalFilter }) {
  const t = await getTranslations();
  return (
    <>
      {canWrite(user) && (
        <div className="dashboard-starts">
          <Link href="/create-experience" className="p-button">
            <span className="pi pi-plus" aria-hidden="true" />
            {t('dashboard.startExperience')}
          </Link>
          <Link href="/create-story" className="p-button p-button-outlined">
            <span className="pi pi-book" aria-hidden="true" />
            {t('story.start')}
          </Link>
        </div>
      )}
      <JournalSection scope={{ kind: 'mine' }} filter={filter} emptyMessage={t(`dashboard.empty.${filter}`)} />
    </>
  );
}
