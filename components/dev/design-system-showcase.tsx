'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useConfirmStore } from '@/lib/stores/confirm-store';
import { showToast } from '@/lib/stores/toast-store';

export function DesignSystemShowcase() {
  const t = useTranslations('dev');
  return (
    <div className="stack">
      <h2>{t('buttons')}</h2>
      <div className="row">
        <Button label={t('toast')} icon="pi pi-bell" onClick={() => showToast({ severity: 'info', summary: t('toastSummary'), detail: t('toastDetail') })} />
        <Button label={t('confirm')} icon="pi pi-question" outlined onClick={() => useConfirmStore.getState().ask({ message: t('confirmMessage') })} />
      </div>
    </div>
  );
}
