'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import type { TStory } from '@/lib/shared/validation/story';
import { truncateDescription } from '@/lib/format/truncate';

// A journal page shows up to twenty menus: their entries, dialogs and write hooks load on the
// first press, not with the page, and never render on the server.
/** Enough of an item's words to tell its menu from the next card's, for a screen reader's list of buttons. */
const MENU_NAME_LENGTH = 40;

const CardMenuPopup = dynamic(() => import('./card-menu-popup').then((module) => module.CardMenuPopup), { ssr: false });

/** The author's options toggle on a card (spec §2); the menu itself is card-menu-popup.tsx. */
export function CardMenu({ item }: { item: TExperience | TStory }) {
  const t = useTranslations('journal.menu');
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Stays mounted once used: the share dialog it opens outlives the menu.
  const [used, setUsed] = useState(false);
  const itemName = truncateDescription('title' in item ? item.title : item.description, MENU_NAME_LENGTH).text;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="p-button p-component p-button-icon-only p-button-rounded p-button-text card-menu__toggle"
        aria-label={t('openFor', { item: itemName })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen((shown) => !shown);
        }}
      >
        <span className="p-button-icon p-c pi pi-ellipsis-v" aria-hidden="true" />
      </button>
      {used && (
        <CardMenuPopup
          item={item}
          anchor={toggle}
          open={open}
          onClose={(refocus) => {
            setOpen(false);
            if (refocus) toggle.current?.focus();
          }}
        />
      )}
    </>
  );
}
