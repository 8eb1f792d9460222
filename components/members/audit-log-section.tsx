'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Paginator } from '@/components/ui/prime/paginator';
import { getAuditLogQueryOptions } from '@/lib/api/manage-members';
import { AUDIT_LOG_PAGE_SIZE, type TAuditEntry } from '@/lib/shared/validation/manage-members';

/** The groups of a move, the group of an invitation or addition, or the rights after a change, in words. */
function useDetail() {
  const t = useTranslations('manageMembers.audit');
  return (entry: TAuditEntry) => {
    const d = entry.details as Record<string, { name?: string; communityAdmin?: boolean; groupAdmin?: boolean; teacher?: boolean } | string | undefined>;
    if (entry.action === 'moved' && typeof d.fromGroup === 'object' && typeof d.toGroup === 'object') return t('detail.moved', { from: d.fromGroup.name ?? '', to: d.toGroup.name ?? '' });
    if (entry.action === 'permissionsChanged' && typeof d.after === 'object')
      // Entries logged before teachers were marked here carry no teacher flag: they said nothing of it.
      return [
        t('detail.permissions', { communityAdmin: t(d.after.communityAdmin ? 'yes' : 'no'), groupAdmin: t(d.after.groupAdmin ? 'yes' : 'no') }),
        ...(d.after.teacher === undefined ? [] : [t('detail.teacher', { teacher: t(d.after.teacher ? 'yes' : 'no') })]),
      ].join(' ');
    if ((entry.action === 'invited' || entry.action === 'addedToGroup') && typeof d.group === 'object') return t('detail.group', { group: d.group.name ?? '' });
    return '';
  };
}

/** GET /v2/audit_log for community admins: who changed whose rights or status, newest first. */
export function AuditLogSection() {
  const t = useTranslations('manageMembers.audit');
  const format = useFormatter();
  const detail = useDetail();
  const [page, setPage] = useState(0);
  const { data, isPending, isError } = useQuery(getAuditLogQueryOptions(page));
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('title')}</h2>
      {isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : isError ? (
        <p className="field-error">{t('loadError')}</p>
      ) : data.paginatedResults.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <>
          <ol className="audit-log" aria-label={t('title')}>
            {data.paginatedResults.map((entry) => (
              <li key={entry.id} className="audit-log__entry">
                <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'short', timeStyle: 'short' })}</time>{' '}
                {t(`action.${entry.action}`, { actor: entry.actor.name, subject: entry.subject.name })} <span className="muted">{detail(entry)}</span>
              </li>
            ))}
          </ol>
          {data.totalPages.pages > 1 && (
            <Paginator first={page * AUDIT_LOG_PAGE_SIZE} rows={AUDIT_LOG_PAGE_SIZE} totalRecords={data.totalPages.pages * AUDIT_LOG_PAGE_SIZE} onPageChange={(e) => setPage(e.page)} />
          )}
        </>
      )}
    </section>
  );
}
