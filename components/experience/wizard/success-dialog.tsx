'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';

/**
 * Spec §2 modal: the success dialog after an experience submit; closing it leads to the dashboard.
 * kept: recorded without a network, it waits on the device to be sent, and the dialog says that
 * instead of "published".
 */
export function SuccessDialog({ visible, kept, onClose }: { visible: boolean; kept: boolean; onClose: () => void }) {
  const t = useTranslations('experience.success');
  const tKept = useTranslations('offline.kept');
  return (
    <Dialog
      visible={visible}
      onHide={onClose}
      header={kept ? tKept('title') : t('title')}
      modal
      draggable={false}
      style={{ width: 'min(28rem, 92vw)' }}
      footer={<Button label={t('toJournal')} onClick={onClose} autoFocus />}
    >
      <p>{kept ? tKept('body') : t('body')}</p>
    </Dialog>
  );
}
