'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { getDashboardGroupsQueryOptions } from '@/lib/api/groups';
import { CreateGroupDialog } from './create-group-dialog';
import { EditGroupDialog } from './edit-group-dialog';
import { GroupCard } from './group-card';

type Props = { communityId: number; isCommunityAdmin: boolean };
type Open = { kind: 'create' } | { kind: 'edit'; groupId: number; name: string } | null;

/**
 * /admin/manage-groups: the groups the person administers (all of the community's for a
 * community admin, who also creates them). A closed dialog gives focus back to what opened it.
 */
export function ManageGroupsView({ communityId, isCommunityAdmin }: Props) {
  const t = useTranslations('manageGroups');
  const groups = useQuery(getDashboardGroupsQueryOptions(communityId));
  const [open, setOpen] = useState<Open>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const openWith = (element: HTMLElement, next: Open) => {
    trigger.current = element;
    setOpen(next);
  };
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <div className="stack">
      <p className="muted">{t('intro')}</p>
      {isCommunityAdmin && (
        <div>
          <Button type="button" icon="pi pi-plus" label={t('create')} onClick={(e) => openWith(e.currentTarget, { kind: 'create' })} />
        </div>
      )}
      {groups.isPending && <p className="muted">{t('loadingGroup')}</p>}
      {groups.isError && <p className="field-error">{t('loadError')}</p>}
      {groups.data?.length === 0 && <p className="muted">{t('empty')}</p>}
      {groups.data && groups.data.length > 0 && (
        <ul className="group-list" aria-label={t('listLabel')}>
          {groups.data.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} canOpenOverview={isCommunityAdmin} onEdit={(button) => openWith(button, { kind: 'edit', groupId: group.id, name: group.name })} />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'create' && <CreateGroupDialog communityId={communityId} onHide={close} />}
      {open?.kind === 'edit' && <EditGroupDialog groupId={open.groupId} name={open.name} onHide={close} />}
    </div>
  );
}
