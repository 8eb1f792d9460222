import { JOURNAL_FILTERS } from '@/lib/api/journals';
import type { TTab } from '@/components/ui/page-tabs';

type Translate = (key: string) => string;

/** The four journal tabs of an area, as URLs under `base` (index at `base` itself). */
export function journalTabs(base: string, t: Translate, extra: TTab[] = []): TTab[] {
  return [
    ...JOURNAL_FILTERS.map((filter) => ({ key: filter, href: filter === 'index' ? base || '/' : `${base}/${filter}`, label: t(`dashboard.tabs.${filter}`) })),
    ...extra,
  ];
}
