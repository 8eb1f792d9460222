'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useOpenUntilNavigation } from '@/lib/hooks/use-open-until-navigation';

const PANEL_ID = 'app-header-panel';

/**
 * On phones the navigation and tools fold behind one button, so the sticky header is a single
 * row (on three rows it took a quarter of the screen). Escape or a new page closes it,
 * and focus returns to the button. On screens wide enough for the whole row (globals.css: 1280 px,
 * 1440 px for an admin) the CSS shows the panel inline and hides the button.
 */
export function HeaderMenu({ openLabel, closeLabel, children }: { openLabel: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape a control inside already handled (the admin's list closing) leaves the panel open.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="app-header__menu-toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
      >
        <span className={`pi ${open ? 'pi-times' : 'pi-bars'}`} aria-hidden="true" />
      </button>
      <div id={PANEL_ID} className="app-header__panel" data-open={open}>
        {children}
      </div>
    </>
  );
}
