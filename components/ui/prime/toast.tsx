'use client';

import './ripple';
import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import { Toast as PrimeToast, type ToastProps } from 'primereact/toast';

/**
 * PrimeReact's Toast with the spec's ripple (see ./ripple.ts) and each message's close button
 * named in the page's language: PrimeReact names it "Close" in English whatever the page speaks.
 */
export const Toast = forwardRef<PrimeToast, Omit<ToastProps, 'pt'>>(function Toast(props, ref) {
  const t = useTranslations('dialog');
  return <PrimeToast {...props} ref={ref} pt={{ closeButton: { 'aria-label': t('close') } }} />;
});
export type Toast = PrimeToast;
