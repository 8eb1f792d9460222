import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { DASHBOARD_TABS, dashboardTabPath, type TDashboardTab } from '@/lib/routes';

/** Tabs are URLs (back, reload and shared links work); the current one is marked for assistive tech. */
export async function DashboardTabs({ current }: { current: TDashboardTab }) {
  const t = await getTranslations('dashboard');
  return (
    <nav aria-label={t('tabsLabel')} className="tabs">
      <ul>
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab}>
            <Link href={dashboardTabPath(tab)} aria-current={tab === current ? 'page' : undefined} className="tabs__link">
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
