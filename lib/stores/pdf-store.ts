'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { TPdfKind, TPdfStatus } from '@/lib/shared/validation/pdf-rules';

export type TPdfJobRef = { kind: TPdfKind; id: number };

/**
 * Spec §3 "Story PDF state" (storyPdfId, isGenerating, isReady, isError, pdfBlob), for the
 * portrait too. The job survives a reload in session storage, so polling resumes on the next
 * page (spec §2 global checks, §4); the blob never leaves memory.
 */
type PdfState = {
  job: TPdfJobRef | null;
  isGenerating: boolean;
  isReady: boolean;
  isError: boolean;
  pdfBlob: Blob | null;
  started: (job: TPdfJobRef, status: TPdfStatus) => void;
  ready: (blob: Blob) => void;
  failed: () => void;
  reset: () => void;
};

const idle = { job: null, isGenerating: false, isReady: false, isError: false, pdfBlob: null };

export const usePdfStore = create<PdfState>()(
  persist(
    (set) => ({
      ...idle,
      started: (job, status) => set({ ...idle, job, isGenerating: status !== 'failed', isError: status === 'failed' }),
      ready: (pdfBlob) => set({ isGenerating: false, isReady: true, pdfBlob }),
      failed: () => set({ isGenerating: false, isError: true }),
      reset: () => set(idle),
    }),
    {
      name: 'journal-pdf',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ job: s.job, isGenerating: s.isGenerating }),
    },
  ),
);
