'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { fetchPdfFile, fetchPdfStatus } from '@/lib/api/pdfs';
import { usePdfStore } from '@/lib/stores/pdf-store';
import { showToast } from '@/lib/stores/toast-store';
import { PDF_FILE_NAMES, PDF_POLL_INTERVAL_MS } from '@/lib/shared/validation/pdf-rules';
import { saveFile } from './save-file';

/**
 * Follows the PDF being generated (spec §4): its status every 10 s, or at once when it is
 * already ready or the page was reloaded mid-way; then the file is downloaded, the success
 * toast shows and the state resets. Any failure sets the error flag and says so.
 */
export function PdfPoller() {
  const t = useTranslations();
  const job = usePdfStore((s) => (s.isGenerating ? s.job : null));
  const jobKey = job ? `${job.kind}:${job.id}` : null;

  useEffect(() => {
    const current = usePdfStore.getState().job;
    if (!jobKey || !current) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = usePdfStore.getState();

    const fail = () => {
      store.failed();
      showToast({ severity: 'error', summary: t('pdf.pdfError.summary'), detail: t('pdf.pdfError.detail') });
    };
    const check = async () => {
      try {
        const { pdfStatus } = await fetchPdfStatus(current);
        if (stopped) return;
        if (pdfStatus === 'generating') {
          timer = setTimeout(() => void check(), PDF_POLL_INTERVAL_MS);
          return;
        }
        if (pdfStatus === 'failed') return fail();
        const blob = await fetchPdfFile(current);
        if (stopped) return;
        store.ready(blob);
        saveFile(blob, PDF_FILE_NAMES[current.kind]);
        showToast({ severity: 'success', summary: t('app.pdf.success') });
        store.reset();
      } catch {
        if (!stopped) fail();
      }
    };
    timer = setTimeout(() => void check(), store.dueNow ? 0 : PDF_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobKey, t]);

  return null;
}
