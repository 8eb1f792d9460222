import { getTranslations } from 'next-intl/server';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TUser } from '@/lib/api/types';
import { displayName } from '@/lib/auth/roles';
import { Link } from '@/lib/i18n/navigation';
import type { TDashboardTab } from '@/lib/routes';
import { DashboardTabs } from './dashboard-tabs';
import { ProfileSummary } from './profile-summary';

/** The signed-in user's dashboard: their header, the tabs, and the tab's content (empty states for now). */
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
      <section className="card" aria-live="polite">
        {tab === 'profile' ? (
          <ProfileSummary user={user} />
        ) : (
          <div className="empty-state">
            <span className="pi pi-inbox big-icon" aria-hidden="true" />
            <p>{t(`dashboard.empty.${tab}`)}</p>
            {tab !== 'portrait' && (
              <Link href="/create-experience" className="p-button">
                {t('dashboard.startExperience')}
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
