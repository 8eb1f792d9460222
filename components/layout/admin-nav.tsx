'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useOpenUntilNavigation } from '@/lib/hooks/use-open-until-navigation';

const LIST_ID = 'app-nav-administration';

/**
 * An admin's pages behind one button of the navigation (the WAI-ARIA disclosure pattern for
 * site navigation: a button and a list of links, not a menu), so that an admin's row fits inline
 * on a laptop (1440 px; it took 1600 when every page had its own link). Escape, a press or focus
 * elsewhere, or a new page closes it; Escape gives focus back to the button and is marked handled,
 * so that the phone's panel around it stays open (header-menu.tsx).
 */
export function AdminNav({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const elsewhere = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', elsewhere);
    document.addEventListener('focusin', elsewhere);
    return () => {
      document.removeEventListener('pointerdown', elsewhere);
      document.removeEventListener('focusin', elsewhere);
    };
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="admin-nav" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="admin-nav__toggle" aria-expanded={open} aria-controls={LIST_ID} onClick={() => setOpen(!open)}>
        {label}
        <span className={`pi ${open ? 'pi-chevron-up' : 'pi-chevron-down'}`} aria-hidden="true" />
      </button>
      <div id={LIST_ID} className="admin-nav__list" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
