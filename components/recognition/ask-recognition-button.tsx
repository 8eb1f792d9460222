'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

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
      {/*
        PrimeReact's look without its Button: on the dashboard that component alone brought
        PrimeReact's core (portal, tooltip, ripple: 30 KB of compressed script) to every
        learner's first page. It sits beside the two start links, which have no ripple either.
      */}
      <button ref={trigger} type="button" className="p-button p-component p-button-outlined" onClick={() => setIsOpen(true)}>
        <span className="p-button-icon p-button-icon-left pi pi-verified" aria-hidden="true" />
        <span className="p-button-label">{t('ask')}</span>
      </button>
      {isOpen && <ExperienceSelectionDialog onHide={close} />}
    </>
  );
}
