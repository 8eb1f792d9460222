'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { Dialog } from '@/components/ui/prime/dialog';

/** Spec §2 modal: the success dialog after an experience submit; closing it leads to the dashboard. */
export function SuccessDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useTranslations('experience.success');
  return (
    <Dialog visible={visible} onHide={onClose} header={t('title')} modal draggable={false} style={{ width: 'min(28rem, 92vw)' }} footer={<Button label={t('toJournal')} onClick={onClose} autoFocus />}>
      <p>{t('body')}</p>
    </Dialog>
  );
}
