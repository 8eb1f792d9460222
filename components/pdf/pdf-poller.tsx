'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { fetchPdfFile, fetchPdfStatus } from '@/lib/api/pdfs';
import { usePdfStore } from '@/lib/stores/pdf-store';
import { showToast } from '@/lib/stores/toast-store';
import { PDF_FILE_NAMES, pdfPollDelayMs } from '@/lib/shared/validation/pdf-rules';
import { saveFile } from './save-file';

/**
 * Follows the PDF being generated (spec §4): its status at once, then every 10 s (each check
 * waits on the server up to 2 s for the PDF); then the file is downloaded, the success
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
    let checks = 0;
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
          timer = setTimeout(() => void check(), pdfPollDelayMs(++checks));
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
    timer = setTimeout(() => void check(), pdfPollDelayMs(0));
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobKey, t]);

  return null;
}
