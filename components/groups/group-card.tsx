'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Link } from '@/lib/i18n/navigation';
import type { TGroupDashboardInfo } from '@/lib/shared/validation/group';
import { GroupLogo } from './group-logo';

type Props = { group: TGroupDashboardInfo; canOpenOverview: boolean; onEdit: (trigger: HTMLButtonElement) => void };

/** One group of the list: its logo, name, counts, links to its journal and members (community admins) and its edit button. */
export function GroupCard({ group, canOpenOverview, onEdit }: Props) {
  const t = useTranslations('manageGroups');
  const headingId = `group-${group.id}-name`;
  return (
    <article className="group-card" aria-labelledby={headingId}>
      <GroupLogo name={group.name} logoUrl={group.logoUrl} alt={t('logoAlt', { name: group.name })} />
      <div className="group-card__body stack">
        <h2 id={headingId} className="h3">
          {group.name}
        </h2>
        {group.description && <p className="muted small group-card__description">{group.description}</p>}
        <p className="small">
          {t('members', { count: group.membersCount })} · {t('experiences', { count: group.experiencesCount })} · {t('stories', { count: group.storiesCount })}
        </p>
        <div className="row">
          {canOpenOverview && (
            <>
              <Link prefetch={false} href={`/group-overview/${group.id}`} aria-label={t('overviewOf', { name: group.name })}>
                {t('overview')}
              </Link>
              <Link prefetch={false} href={`/group-overview/${group.id}/members`} aria-label={t('membersOf', { name: group.name })}>
                {t('membersLink')}
              </Link>
            </>
          )}
          {group.canManage && (
            <Button type="button" icon="pi pi-pencil" label={t('edit')} aria-label={t('editOf', { name: group.name })} outlined size="small" onClick={(e) => onEdit(e.currentTarget)} />
          )}
        </div>
      </div>
    </article>
  );
}
