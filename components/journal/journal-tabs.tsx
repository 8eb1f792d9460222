import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type TTab = { key: string; href: string; label: string };

/** Journal tabs are URLs (back, reload and shared links work); the current one is marked. */
export async function JournalTabs({ tabs, current }: { tabs: TTab[]; current: string }) {
  const t = await getTranslations('dashboard');
  return (
    <nav aria-label={t('tabsLabel')} className="tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link href={tab.href} aria-current={tab.key === current ? 'page' : undefined} className="tabs__link">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
