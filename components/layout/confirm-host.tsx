'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog, confirmDialog } from '@/components/ui/prime/confirmdialog';
import { useEffect } from 'react';
import { useConfirmStore } from '@/lib/stores/confirm-store';

/** The confirmation dialog; loaded by FeedbackHosts on the first confirmation asked for. */
export function ConfirmHost() {
  const t = useTranslations('confirm');
  const request = useConfirmStore((s) => s.request);
  const taken = useConfirmStore((s) => s.taken);
  useEffect(() => {
    if (!request) return;
    confirmDialog(request);
    taken();
  }, [request, taken]);
  return <ConfirmDialog acceptLabel={t('accept')} rejectLabel={t('reject')} header={t('title')} />;
}
