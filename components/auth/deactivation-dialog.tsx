'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';

type Props = { visible: boolean; community: string; onClose: () => void };

/** The dialog of deactivation-modal.tsx, loaded only for an inactive account. */
export function DeactivationDialog({ visible, community, onClose }: Props) {
  const t = useTranslations('deactivation');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={t('title')}
      modal
      closable={false}
      draggable={false}
      style={{ width: 'min(32rem, 92vw)' }}
      footer={<Button label={t('close')} onClick={onClose} autoFocus />}
    >
      <p>{t('body', { community })}</p>
    </Dialog>
  );
}
