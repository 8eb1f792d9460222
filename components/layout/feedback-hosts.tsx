'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ConfirmPopup } from 'primereact/confirmpopup';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useToastStore } from '@/lib/stores/toast-store';

/** The root layout's hosts: toasts bottom-right (spec §9), confirmation dialog and popup. */
export function FeedbackHosts() {
  const toast = useRef<Toast>(null);
  const register = useToastStore((s) => s.register);
  const t = useTranslations('confirm');
  useEffect(() => register((message) => toast.current?.show(message)), [register]);
  return (
    <>
      <Toast ref={toast} position="bottom-right" />
      <ConfirmDialog acceptLabel={t('accept')} rejectLabel={t('reject')} header={t('title')} />
      <ConfirmPopup acceptLabel={t('accept')} rejectLabel={t('reject')} />
    </>
  );
}
