import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWriteError } from '@/lib/hooks/use-write-error';
import { usePdfStore, type TPdfJobRef } from '@/lib/stores/pdf-store';
import type { TPdfJob } from '@/lib/shared/validation/pdf';
import type { TPdfKind, TStoryPdfType } from '@/lib/shared/validation/pdf-rules';
import { browserApi } from './browser-client';

type Data<T> = { data: T };

export type TPdfStart = { kind: 'story'; id: number; type: TStoryPdfType } | { kind: 'portrait'; id: number };

/** Spec §7: each kind has its own three calls (story_pdfs, portrait_pdfs). */
const base = (kind: TPdfKind) => (kind === 'story' ? '/story_pdfs' : '/portrait_pdfs');

async function startPdf({ kind, ...body }: TPdfStart): Promise<TPdfJob> {
  return (await browserApi().post<Data<TPdfJob>>(base(kind), body)).data.data;
}

export async function fetchPdfStatus(job: TPdfJobRef): Promise<TPdfJob> {
  return (await browserApi().get<Data<TPdfJob>>(`${base(job.kind)}/${job.id}/status`)).data.data;
}

export async function fetchPdfFile(job: TPdfJobRef): Promise<Blob> {
  return (await browserApi().get<Blob>(`${base(job.kind)}/${job.id}`, { responseType: 'blob' })).data;
}

/** Spec §4: generation starts, the poller (components/pdf) takes it from there; a refused start is spec §8's pdfError toast. */
export function useStartPdf() {
  const t = useTranslations('pdf.pdfError');
  const report = useWriteError();
  return useMutation({
    mutationFn: startPdf,
    onSuccess: (job, { kind }) => usePdfStore.getState().started({ kind, id: job.id }, job.pdfStatus),
    onError: (error) => report(error, { summary: t('summary'), detail: t('detail') }),
  });
}
