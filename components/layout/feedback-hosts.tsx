'use client';

import dynamic from 'next/dynamic';
import { useConfirmStore } from '@/lib/stores/confirm-store';
import { useToastStore } from '@/lib/stores/toast-store';

// Most pages never raise a toast or ask for a confirmation: their PrimeReact hosts load on the
// first one (first-load JS), then stay mounted for the rest of the visit.
const ToastHost = dynamic(() => import('./toast-host').then((module) => module.ToastHost), { ssr: false });
const ConfirmHost = dynamic(() => import('./confirm-host').then((module) => module.ConfirmHost), { ssr: false });

/** The root layout's feedback: toasts and the confirmation dialog, each from its first use. */
export function FeedbackHosts() {
  const toastWanted = useToastStore((s) => s.host !== null || s.pending.length > 0);
  const confirmWanted = useConfirmStore((s) => s.used);
  return (
    <>
      {toastWanted && <ToastHost />}
      {confirmWanted && <ConfirmHost />}
    </>
  );
}
