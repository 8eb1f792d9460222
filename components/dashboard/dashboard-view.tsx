import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TUser } from '@/lib/shared/validation/user';
import { AskRecognitionButton, ReviewWaitingPanel } from '@/components/recognition';
import { canWrite, displayName } from '@/lib/shared/roles';
import { PageTabs } from '@/components/ui/page-tabs';
import { Link } from '@/lib/i18n/navigation';
import { DASHBOARD_TABS, dashboardTabPath, type TDashboardTab } from '@/lib/routes';

/**
 * The signed-in user's dashboard: their header and the tabs around the tab's own content. The
 * content comes from the page, so the journal's page never ships the profile's and portrait's
 * forms (a page loads the scripts of every client component it imports).
 */
export async function DashboardView({ user, tab, children }: { user: TUser; tab: TDashboardTab; children: ReactNode }) {
  const t = await getTranslations();
  const name = displayName(user);
  const tabs = DASHBOARD_TABS.map((key) => ({ key, href: dashboardTabPath(key), label: t(`dashboard.tabs.${key}`) }));
  return (
    <div className="stack">
      <section className="dashboard-header card">
        <UserAvatar user={user} size="lg" alt={t('user.avatarAlt', { name })} />
        <div>
          <h1>{t('dashboard.greeting', { name: user.firstname })}</h1>
          <p className="muted">
            {name} · {user.communitiesAttributes[0]?.name}
          </p>
          {/* The collection is a learner's page, not a header link: the header's row is full (desktop-header.spec.ts). */}
          <p>
            <Link prefetch={false} href="/open-badges" data-testid="dashboard-open-badges">
              <span className="pi pi-verified" aria-hidden="true" /> {t('nav.openBadges')}
            </Link>
          </p>
        </div>
        {canWrite(user) && (
          <div className="dashboard-header__actions">
            <AskRecognitionButton />
          </div>
        )}
      </section>
      {tab === 'index' && <ReviewWaitingPanel />}
      <PageTabs tabs={tabs} current={tab} />
      {children}
    </div>
  );
}
