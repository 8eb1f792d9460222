'use client';

import { useTranslations } from 'next-intl';
import type { TInviteePreview } from '@/lib/shared/validation/manage-members';

const BADGE = { new: 'active', reinvite: 'pending', addToGroup: 'active', member: 'group', invalid: 'disabled' } as const;

/** What each row of the class list would become: counts first, then row by row (a list, not a table: it fits a phone). */
export function ClassPreview({ rows }: { rows: TInviteePreview[] }) {
  const t = useTranslations('manageMembers.import');
  const count = (status: TInviteePreview['status']) => rows.filter((r) => r.status === status).length;
  return (
    <div className="stack class-preview" aria-live="polite">
      <p className="class-preview__summary">
        {t('summary', { new: count('new') + count('reinvite'), added: count('addToGroup'), member: count('member'), invalid: count('invalid') })}
      </p>
      <ol className="class-preview__rows" aria-label={t('previewTitle')}>
        {rows.map((row) => (
          <li key={row.row} className="class-preview__row" data-status={row.status}>
            <span className={`badge badge--${BADGE[row.status]}`}>{t(`status.${row.status}`)}</span>
            <span className="class-preview__who">
              {row.email || '—'} {row.firstname} {row.lastname}
            </span>
            {row.reason && <span className="muted">{t(`reason.${row.reason}`)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
