'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/prime/dialog';
import { getTrainingCenterQueryOptions } from '@/lib/api/training-centers';
import type { TTrainingCenter } from '@/lib/shared/validation/training-center';
import { TrainingCenterForm } from './training-center-form';

/** A training center's edit dialog: its details are read when it opens (the list carries names only). */
export function EditTrainingCenterDialog({ center, onHide }: { center: TTrainingCenter; onHide: () => void }) {
  const t = useTranslations('trainingCenters');
  const details = useQuery(getTrainingCenterQueryOptions(center.id));
  return (
    <Dialog
      visible
      onHide={onHide}
      // Focus goes to the name, where the person acts, not to the close button.
      onShow={() => document.getElementById('training-center-name')?.focus()}
      header={t('editTitle', { name: center.name })}
      modal
      draggable={false}
      style={{ width: 'min(36rem, 94vw)' }}
    >
      {details.isPending && <p className="muted">{t('loading')}</p>}
      {details.isError && <p className="field-error">{t('loadError')}</p>}
      {details.data && <TrainingCenterForm key={details.data.id} center={details.data} onSaved={onHide} />}
    </Dialog>
  );
}
