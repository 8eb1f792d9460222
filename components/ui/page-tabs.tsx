import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { TabList } from './tab-list';

export type TTab = { key: string; href: string; label: string };

/**
 * Tabs that are pages: URLs, so back, reload and shared links work; the current one is marked.
 * Named as a journal's sections unless `label` names the page's own.
 */
export async function PageTabs({ tabs, current, label }: { tabs: TTab[]; current: string; label?: string }) {
  const t = await getTranslations('dashboard');
  return (
    <nav aria-label={label ?? t('tabsLabel')} className="tabs">
      <TabList current={current}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={tab.key === current ? 'page' : undefined} className="tabs__link">
              {tab.label}
            </Link>
          </li>
        ))}
      </TabList>
    </nav>
  );
}
