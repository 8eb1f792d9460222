'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/prime/button';
import { useMoveMembers, useSetMembersActive, useSetPermissions } from '@/lib/api/manage-members';
import { useConfirmStore } from '@/lib/stores/confirm-store';
import { showToast } from '@/lib/stores/toast-store';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import type { TPermissionsChange } from '@/lib/shared/validation/manage-members';
import { UndoButton } from './undo-button';

type Props = {
  selectedIds: number[];
  groups: TGroupSummary[];
  /** The group the table shows: a move starts from it. */
  fromGroupId: number | null;
  isCommunityAdmin: boolean;
  onDone: () => void;
};

type Permission = TPermissionsChange;
type PermissionAction = 'makeGroupAdmin' | 'removeGroupAdmin' | 'makeCommunityAdmin' | 'removeCommunityAdmin' | 'makeTeacher' | 'removeTeacher';

/**
 * What can be done to the members ticked: activate, deactivate, move (from the group shown to
 * another), grant or remove admin rights, mark or unmark teachers. Each asks first (PrimeReact's dialog, which takes
 * and gives back focus); deactivate and move offer an undo in their toast.
 */
export function BulkActions({ selectedIds, groups, fromGroupId, isCommunityAdmin, onDone }: Props) {
  const t = useTranslations('manageMembers');
  const ask = useConfirmStore((s) => s.ask);
  const setActive = useSetMembersActive();
  const move = useMoveMembers();
  const setPermissions = useSetPermissions();
  const [toGroupId, setToGroupId] = useState('');
  const count = selectedIds.length;
  const busy = setActive.isPending || move.isPending || setPermissions.isPending;

  // A failed write has already shown its toast (the mutation's onError): the rejection stops the sequence, nothing more.
  const confirm = (message: string, accept: () => Promise<unknown>) =>
    ask({ header: t('confirm.title'), message, acceptLabel: t('confirm.accept'), rejectLabel: t('confirm.reject'), icon: 'pi pi-exclamation-triangle', accept: () => void accept().catch(() => {}) });

  const onActive = (active: boolean) =>
    confirm(t(active ? 'confirm.activate' : 'confirm.deactivate', { count }), async () => {
      const changed = await setActive.mutateAsync({ userIds: selectedIds, active });
      onDone();
      const undo = !active && changed.length ? <UndoButton label={t('toast.undo')} onUndo={() => setActive.mutateAsync({ userIds: changed, active: true }).then(() => showToast({ severity: 'info', summary: t('toast.undone') }))} /> : undefined;
      showToast({ severity: 'success', summary: t(active ? 'toast.activated' : 'toast.deactivated', { count: changed.length }), detail: undo });
    });

  const onMove = () => {
    const to = groups.find((g) => g.id === Number(toGroupId));
    if (fromGroupId === null || !to) return;
    confirm(t('confirm.move', { count, group: to.name }), async () => {
      await move.mutateAsync({ userIds: selectedIds, fromGroupId, toGroupId: to.id });
      onDone();
      const back = () => move.mutateAsync({ userIds: selectedIds, fromGroupId: to.id, toGroupId: fromGroupId }).then(() => showToast({ severity: 'info', summary: t('toast.undone') }));
      showToast({ severity: 'success', summary: t('toast.moved', { count, group: to.name }), detail: <UndoButton label={t('toast.undo')} onUndo={back} /> });
    });
  };

  const onPermission = (change: Permission, key: PermissionAction) =>
    confirm(t(`confirm.${key}`, { count }), async () => {
      for (const userId of selectedIds) await setPermissions.mutateAsync({ userId, ...change });
      onDone();
      showToast({ severity: 'success', summary: t('toast.permissions', { count }) });
    });

  if (count === 0) return <p className="muted">{t('bulk.none')}</p>;
  return (
    <div className="bulk-actions" role="group" aria-label={t('bulk.label', { count })}>
      <p className="bulk-actions__count">{t('bulk.selected', { count })}</p>
      <div className="bulk-actions__row">
        <Button type="button" label={t('bulk.activate')} onClick={() => onActive(true)} disabled={busy} outlined />
        <Button type="button" label={t('bulk.deactivate')} onClick={() => onActive(false)} disabled={busy} severity="danger" outlined />
        <Button type="button" label={t('bulk.makeGroupAdmin')} onClick={() => onPermission({ groupAdmin: true }, 'makeGroupAdmin')} disabled={busy} outlined />
        <Button type="button" label={t('bulk.removeGroupAdmin')} onClick={() => onPermission({ groupAdmin: false }, 'removeGroupAdmin')} disabled={busy} outlined />
        {isCommunityAdmin && (
          <>
            <Button type="button" label={t('bulk.makeCommunityAdmin')} onClick={() => onPermission({ communityAdmin: true }, 'makeCommunityAdmin')} disabled={busy} outlined />
            <Button type="button" label={t('bulk.removeCommunityAdmin')} onClick={() => onPermission({ communityAdmin: false }, 'removeCommunityAdmin')} disabled={busy} outlined />
            <Button type="button" label={t('bulk.makeTeacher')} onClick={() => onPermission({ teacher: true }, 'makeTeacher')} disabled={busy} outlined />
            <Button type="button" label={t('bulk.removeTeacher')} onClick={() => onPermission({ teacher: false }, 'removeTeacher')} disabled={busy} outlined />
          </>
        )}
      </div>
      {fromGroupId === null ? (
        <p className="muted">{t('bulk.moveNeedsGroup')}</p>
      ) : (
        <div className="bulk-actions__row">
          <label htmlFor="move-to-group">{t('bulk.moveTo')}</label>
          <select id="move-to-group" className="p-inputtext p-component" value={toGroupId} onChange={(e) => setToGroupId(e.target.value)}>
            <option value="" />
            {groups
              .filter((g) => g.id !== fromGroupId)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
          </select>
          <Button type="button" label={t('bulk.move')} onClick={onMove} disabled={busy || !toGroupId} />
        </div>
      )}
    </div>
  );
}
