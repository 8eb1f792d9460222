'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { PlainButton } from '@/components/ui/plain-button';

// Loaded on the first press: the dashboard's journal does not need the picker's code until then.
const ExperienceSelectionDialog = dynamic(() => import('./experience-selection-dialog').then((m) => m.ExperienceSelectionDialog), { ssr: false });

/** The dashboard's "Ask for a recognition": opens the experience-selection modal, and gives focus back when it closes. */
export function AskRecognitionButton() {
  const t = useTranslations('recognition');
  const [isOpen, setIsOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setIsOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      {/* PlainButton: PrimeReact's Button alone brought its core (30 KB compressed) to every learner's dashboard. */}
      <PlainButton ref={trigger} icon="pi pi-verified" label={t('ask')} outlined onClick={() => setIsOpen(true)} />
      {isOpen && <ExperienceSelectionDialog onHide={close} />}
    </>
  );
}
