'use client';

import './ripple';
import { useTranslations } from 'next-intl';
import { Dialog as PrimeDialog, type DialogProps } from 'primereact/dialog';

/**
 * PrimeReact's Dialog with the spec's ripple (see ./ripple.ts) and its close button named in the
 * page's language: PrimeReact names it "Close" in English whatever the page speaks.
 */
export function Dialog(props: Omit<DialogProps, 'ariaCloseIconLabel'>) {
  const t = useTranslations('dialog');
  return <PrimeDialog {...props} ariaCloseIconLabel={t('close')} />;
}
