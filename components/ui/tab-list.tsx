'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The tabs' row, which scrolls sideways where it is wider than the screen (six tabs in any of our
 * languages on a phone): the current tab is brought into view, so that opening "Profil" does not
 * show a row whose marked tab is off screen. `current` names it, so a move to another
 * tab brings that one into view too.
 */
export function TabList({ current, children }: { current: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector('[aria-current="page"]');
    if (!row || !tab) return;
    const box = row.getBoundingClientRect();
    const shown = tab.getBoundingClientRect();
    if (shown.left >= box.left && shown.right <= box.right) return;
    // Centred, so that the tabs on both sides of it show that the row goes on.
    row.scrollLeft += shown.left - box.left - (box.width - shown.width) / 2;
  }, [current]);
  return <ul ref={list}>{children}</ul>;
}
