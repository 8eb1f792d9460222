'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { useStartPdf } from '@/lib/api/pdfs';
import { usePdfStore } from '@/lib/stores/pdf-store';
import { showToast } from '@/lib/stores/toast-store';

/**
 * The portrait's download (spec §4 "Portrait PDF is the same: create, poll, fetch"): one layout,
 * so no chooser; the info toast shows and generation starts, the poller does the rest.
 */
export function PortraitPdfButton({ userId }: { userId: number }) {
  const t = useTranslations('pdf');
  const start = useStartPdf();
  const isGenerating = usePdfStore((s) => s.isGenerating && s.job?.kind === 'portrait');

  const download = () => {
    showToast({ severity: 'info', summary: t('started.summary'), detail: t('started.detail') });
    start.mutate({ kind: 'portrait', id: userId });
  };
  return <Button type="button" icon="pi pi-download" label={t('portrait.download')} outlined severity="secondary" loading={start.isPending || isGenerating} disabled={start.isPending || isGenerating} onClick={download} />;
}
