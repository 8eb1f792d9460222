import { getTranslations } from 'next-intl/server';
import { AccountSettings } from '@/components/account';
import { JournalSection } from '@/components/journal';
import { MyPortrait } from '@/components/portrait';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TUser } from '@/lib/validation/user';
import { canWrite, displayName } from '@/lib/auth/roles';
import { Link } from '@/lib/i18n/navigation';
import type { TDashboardTab } from '@/lib/routes';
import { DashboardTabs } from './dashboard-tabs';
import { ProfileSummary } from './profile-summary';

/** The signed-in user's dashboard: their header, the tabs, and their journal filtered by the tab. */
export async function DashboardView({ user, tab }: { user: TUser; tab: TDashboardTab }) {
  const t = await getTranslations();
  const name = displayName(user);
  return (
    <div className="stack">
      <section className="dashboard-header card">
        <UserAvatar user={user} size="lg" alt={t('user.avatarAlt', { name })} />
        <div>
          <h1>{t('dashboard.greeting', { name: user.firstname })}</h1>
          <p className="muted">
            {name} · {user.communitiesAttributes[0]?.name}
          </p>
        </div>
      </section>
      <DashboardTabs current={tab} />
      {tab === 'profile' ? (
        <>
          <section className="card">
            <ProfileSummary user={user} />
          </section>
          <AccountSettings user={user} />
        </>
      ) : tab === 'portrait' ? (
        <MyPortrait userId={user.id} canEdit={canWrite(user)} />
      ) : (
        <>
          {canWrite(user) && (
            <div className="row row--end">
              <Link href="/create-experience" className="p-button">
                <span className="pi pi-plus" aria-hidden="true" />
                &nbsp;{t('dashboard.startExperience')}
              </Link>
              <Link href="/create-story" className="p-button p-button-outlined">
                <span className="pi pi-book" aria-hidden="true" />
                &nbsp;{t('story.start')}
              </Link>
            </div>
          )}
          <JournalSection scope={{ kind: 'mine' }} filter={tab} emptyMessage={t(`dashboard.empty.${tab}`)} />
        </>
      )}
    </div>
  );
}
