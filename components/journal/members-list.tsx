'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Paginator } from '@/components/ui/prime/paginator';
import { useState } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { getMembersQueryOptions } from '@/lib/api/journals';
import { displayName, userLabel } from '@/lib/shared/roles';
import { Link } from '@/lib/i18n/navigation';

const PAGE_SIZE = 20;

/** Members of the community or of a group, with their label (spec §4: disabled / active / pending). */
export function MembersList({ groupId }: { groupId: number | null }) {
  const t = useTranslations();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useQuery(getMembersQueryOptions(groupId, page));
  if (isPending) return <p className="muted">{t('journal.loading')}</p>;
  if (isError) return <p className="field-error">{t('members.loadError')}</p>;
  if (!data.paginatedResults.length) return <p className="muted">{t('members.empty')}</p>;
  return (
    <div className="stack">
      <ul className="member-list" aria-label={t('members.title')}>
        {data.paginatedResults.map((member) => {
          const label = userLabel(member);
          const name = displayName(member);
          return (
            <li key={member.id} className="member-row">
              <UserAvatar user={member} size="sm" alt={t('user.avatarAlt', { name })} />
              <Link prefetch={false} href={`/${member.id}/user-overview`} className="member-row__name">
                {name}
              </Link>
              {label && <span className={`badge badge--${label}`}>{t(`userLabel.${label}`)}</span>}
            </li>
          );
        })}
      </ul>
      {data.totalPages.pages > 1 && (
        <Paginator first={page * PAGE_SIZE} rows={PAGE_SIZE} totalRecords={data.totalPages.pages * PAGE_SIZE} onPageChange={(e) => setPage(e.page)} />
      )}
    </div>
  );
}
