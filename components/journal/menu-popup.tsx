'use client';

import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export type TMenuEntry = { label: string; icon: string; description: string | null; command: () => void; disabled?: boolean };

type Props = {
  label: string;
  entries: TMenuEntry[];
  anchor: RefObject<HTMLElement | null>;
  /** `refocus`: give focus back to the toggle (Escape), not when focus moves on by itself. */
  onClose: (refocus: boolean) => void;
  className?: string;
};

const GAP_PX = 4;
const EDGE_PX = 8;

/** Below the toggle, right edges aligned; above it when there is no room below; never off-screen sideways. */
function place(menu: HTMLElement, anchor: HTMLElement) {
  const toggle = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const fitsBelow = toggle.bottom + GAP_PX + height <= window.innerHeight || toggle.top - GAP_PX - height < 0;
  const top = fitsBelow ? toggle.bottom + GAP_PX : toggle.top - GAP_PX - height;
  const left = Math.min(Math.max(EDGE_PX, toggle.right - width), window.innerWidth - width - EDGE_PX);
  menu.style.top = `${top + window.scrollY}px`;
  menu.style.left = `${Math.max(EDGE_PX, left) + window.scrollX}px`;
}

/**
 * A popup menu (WAI-ARIA menu button pattern): opens with focus on its first entry, arrows,
 * Home and End move, Escape closes and gives focus back, Tab, a press elsewhere or a resize close.
 * Ours rather than PrimeReact's, whose portal mounts a render late: a menu shown in that render
 * skipped its positioning and stayed off-screen (a flaky e2e found it).
 */
export function MenuPopup({ label, entries, anchor, onClose, className = '' }: Props): ReactNode {
  const menu = useRef<HTMLUListElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    if (!menu.current || !anchor.current) return;
    place(menu.current, anchor.current);
    menu.current.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [anchor]);

  useEffect(() => {
    const pressElsewhere = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) close.current(false);
    };
    const resize = () => close.current(false);
    document.addEventListener('pointerdown', pressElsewhere);
    window.addEventListener('resize', resize);
    return () => {
      document.removeEventListener('pointerdown', pressElsewhere);
      window.removeEventListener('resize', resize);
    };
  }, [anchor]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = { ArrowDown: (at + 1) % buttons.length, ArrowUp: (at - 1 + buttons.length) % buttons.length, Home: 0, End: buttons.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      buttons[moves[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close.current(true);
    } else if (event.key === 'Tab') {
      close.current(false);
    }
  };

  return createPortal(
    <ul ref={menu} role="menu" aria-label={label} className={`menu-popup ${className}`} onKeyDown={onKeyDown}>
      {entries.map((entry) => (
        <li key={entry.label} role="none">
          <button
            type="button"
            role="menuitem"
            className="menu-popup__entry"
            disabled={entry.disabled}
            onClick={() => {
              close.current(false);
              entry.command();
            }}
          >
            <span className={`menu-popup__icon ${entry.icon}`} aria-hidden="true" />
            <span>
              <span className="menu-popup__label">{entry.label}</span>
              {entry.description && <small className="menu-popup__description">{entry.description}</small>}
            </span>
          </button>
        </li>
      ))}
    </ul>,
    document.body,
  );
}
