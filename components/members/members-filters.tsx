'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { TMemberSearch } from '@/lib/api/manage-members';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { MEMBER_ORDERS, type TMemberOrder } from '@/lib/shared/validation/manage-members';

type Props = { search: TMemberSearch; groups: TGroupSummary[]; onChange: (change: Partial<TMemberSearch>) => void };

/** Search (typed words wait 300 ms), group, sort and direction of the members table. */
export function MembersFilters({ search, groups, onChange }: Props) {
  const t = useTranslations('manageMembers');
  const [typed, setTyped] = useState(search.search);
  useEffect(() => {
    if (typed === search.search) return;
    const timer = setTimeout(() => onChange({ search: typed, page: 0 }), 300);
    return () => clearTimeout(timer);
  }, [typed, search.search, onChange]);
  return (
    <div className="members-filters">
      <div className="field">
        <label htmlFor="members-search">{t('filters.search')}</label>
        <input id="members-search" type="search" className="p-inputtext p-component" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="members-group">{t('filters.group')}</label>
        <select
          id="members-group"
          className="p-inputtext p-component"
          value={search.groupId ?? ''}
          onChange={(e) => onChange({ groupId: e.target.value ? Number(e.target.value) : null, page: 0 })}
        >
          <option value="">{t('filters.allGroups')}</option>
          {groups.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="members-order">{t('filters.orderBy')}</label>
        <select id="members-order" className="p-inputtext p-component" value={search.orderBy} onChange={(e) => onChange({ orderBy: e.target.value as TMemberOrder, page: 0 })}>
          {MEMBER_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`order.${order}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="members-direction">{t('filters.direction')}</label>
        <select id="members-direction" className="p-inputtext p-component" value={search.orderDir} onChange={(e) => onChange({ orderDir: e.target.value as 'asc' | 'desc', page: 0 })}>
          <option value="asc">{t('filters.asc')}</option>
          <option value="desc">{t('filters.desc')}</option>
        </select>
      </div>
    </div>
  );
}
