'use client';

import { create } from 'zustand';

/**
 * What the current route asks of the signed-in header: hide its menu (wizards, spec §2); reset on
 * each route change. A page's back link is drawn with the page (components/layout/back-link.tsx).
 */
type PageMeta = { hideMenu: boolean };

type PageMetaState = PageMeta & { set: (meta: Partial<PageMeta>) => void; reset: () => void };

const EMPTY: PageMeta = { hideMenu: false };

export const usePageMetaStore = create<PageMetaState>()((set) => ({
  ...EMPTY,
  set: (meta) => set(meta),
  reset: () => set(EMPTY),
}));
