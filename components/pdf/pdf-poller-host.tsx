'use client';

import dynamic from 'next/dynamic';
import { usePdfStore } from '@/lib/stores/pdf-store';

// Most visits never ask for a PDF: the poller and its calls load only while one is being made
// (it would be first-load JS of every signed-in page), from the session store after a reload too.
const PdfPoller = dynamic(() => import('./pdf-poller').then((module) => module.PdfPoller), { ssr: false });

/** The signed-in layout's PDF follower (spec §2 global checks: polling resumes on page load). */
export function PdfPollerHost() {
  const isGenerating = usePdfStore((s) => s.isGenerating);
  return isGenerating ? <PdfPoller /> : null;
}
