'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Paginator } from '@/components/ui/prime/paginator';
import { getMemberSearchQueryOptions, type TMemberSearch } from '@/lib/api/manage-members';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { MANAGED_MEMBERS_PAGE_SIZE } from '@/lib/shared/validation/manage-members';
import { BulkActions } from './bulk-actions';
import { MemberCard } from './member-card';
import { MembersFilters } from './members-filters';
import { SelectPageCheckbox } from './select-page-checkbox';

const START: TMemberSearch = { page: 0, groupId: null, search: '', orderBy: 'name', orderDir: 'asc' };

/** The members of /admin/manage-members: searched, sorted, paged, ticked for a bulk action. */
export function MembersTable({ groups, isCommunityAdmin }: { groups: TGroupSummary[]; isCommunityAdmin: boolean }) {
  const t = useTranslations('manageMembers');
  const [search, setSearch] = useState<TMemberSearch>(START);
  const [selected, setSelected] = useState<number[]>([]);
  const { data, isPending, isError } = useQuery(getMemberSearchQueryOptions(search));
  const onChange = useCallback((change: Partial<TMemberSearch>) => {
    setSearch((current) => ({ ...current, ...change }));
    setSelected([]);
  }, []);
  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const pageIds = data?.paginatedResults.map((m) => m.id) ?? [];

  return (
    // Named by the page's heading (its id), which it would otherwise only repeat.
    <section className="stack" aria-labelledby="members-title">
      <MembersFilters search={search} groups={groups} onChange={onChange} />
      <BulkActions selectedIds={selected} groups={groups} fromGroupId={search.groupId} isCommunityAdmin={isCommunityAdmin} onDone={() => setSelected([])} />
      {isPending ? (
        <p className="muted">{t('members.loading')}</p>
      ) : isError ? (
        <p className="field-error">{t('members.loadError')}</p>
      ) : data.paginatedResults.length === 0 ? (
        <p className="muted">{t('members.empty')}</p>
      ) : (
        <>
          <SelectPageCheckbox pageIds={pageIds} selected={selected} onSelect={setSelected} />
          <ul className="member-cards" aria-label={t('members.title')}>
            {data.paginatedResults.map((member) => (
              <MemberCard key={member.id} member={member} selected={selected.includes(member.id)} onToggle={toggle} />
            ))}
          </ul>
          {data.totalPages.pages > 1 && (
            <Paginator
              first={search.page * MANAGED_MEMBERS_PAGE_SIZE}
              rows={MANAGED_MEMBERS_PAGE_SIZE}
              totalRecords={data.totalPages.pages * MANAGED_MEMBERS_PAGE_SIZE}
              onPageChange={(e) => onChange({ page: e.page })}
            />
          )}
        </>
      )}
    </section>
  );
}
