'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { afterConfirmClosed, confirmDeletion } from '@/components/ui/confirm-deletion';
import { Button } from '@/components/ui/prime/button';
import { getTrainingCentersQueryOptions, useRemoveTrainingCenter } from '@/lib/api/training-centers';
import type { TTrainingCenter } from '@/lib/shared/validation/training-center';
import { DELETE_TOAST_LIFE_MS, showToast } from '@/lib/stores/toast-store';
import { EditTrainingCenterDialog } from './edit-training-center-dialog';

/**
 * /admin/training-centers: the community's learning platforms, each edited in a dialog or
 * removed after confirmation. Focus goes back to the button that opened a dialog, and to the
 * list's heading once the center it was on is gone.
 */
export function TrainingCentersView({ headingId }: { headingId: string }) {
  const t = useTranslations('trainingCenters');
  const centers = useQuery(getTrainingCentersQueryOptions());
  const removal = useRemoveTrainingCenter();
  const [editing, setEditing] = useState<TTrainingCenter | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const focusTrigger = () => requestAnimationFrame(() => trigger.current?.focus());

  const onEdit = (button: HTMLElement, center: TTrainingCenter) => {
    trigger.current = button;
    setEditing(center);
  };
  const onRemove = (button: HTMLElement, center: TTrainingCenter) => {
    trigger.current = button;
    confirmDeletion({
      header: t('removeTitle'),
      message: t('removeConfirm', { name: center.name }),
      acceptLabel: t('removeAccept'),
      rejectLabel: t('cancel'),
      onDismiss: focusTrigger,
      accept: async () =>
        removal.mutate(center.id, {
          onSuccess: () => {
            showToast({ severity: 'success', summary: t('removed', { name: center.name }), life: DELETE_TOAST_LIFE_MS });
            afterConfirmClosed(() => document.getElementById(headingId)?.focus());
          },
          onError: focusTrigger,
        }),
    });
  };

  return (
    <div className="stack">
      <p className="muted">{t('intro')}</p>
      {centers.isPending && <p className="muted">{t('loading')}</p>}
      {centers.isError && <p className="field-error">{t('loadError')}</p>}
      {centers.data?.length === 0 && <p className="muted">{t('empty')}</p>}
      {centers.data && centers.data.length > 0 && (
        <ul className="training-center-list stack" aria-label={t('listLabel')}>
          {centers.data.map((center) => (
            <li key={center.id} className="training-center-list__item row">
              <span className="grow">{center.name}</span>
              <Button type="button" icon="pi pi-pencil" label={t('edit')} aria-label={t('editOf', { name: center.name })} outlined size="small" onClick={(e) => onEdit(e.currentTarget, center)} />
              <Button
                type="button"
                icon="pi pi-trash"
                label={t('remove')}
                aria-label={t('removeOf', { name: center.name })}
                severity="danger"
                outlined
                size="small"
                onClick={(e) => onRemove(e.currentTarget, center)}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <EditTrainingCenterDialog
          center={editing}
          onHide={() => {
            setEditing(null);
            focusTrigger();
          }}
        />
      )}
    </div>
  );
}
