'use client';

import { useTranslations } from 'next-intl';
import { NoticeDialog } from '@/components/ui/notice-dialog';

/** Spec §2 modal: the success dialog after an experience submit; closing it leads to the dashboard. */
export function SuccessDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const t = useTranslations('experience.success');
  return <NoticeDialog visible={visible} title={t('title')} body={t('body')} action={t('toJournal')} onClose={onClose} />;
}
