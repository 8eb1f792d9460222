'use client';

import { create } from 'zustand';

/** Title, description, back link and hidden menu of the current route; reset on each route change (spec §2). */
type PageMeta = { title: string | null; description: string | null; backHref: string | null; hideMenu: boolean };

type PageMetaState = PageMeta & { set: (meta: Partial<PageMeta>) => void; reset: () => void };

const EMPTY: PageMeta = { title: null, description: null, backHref: null, hideMenu: false };

export const usePageMetaStore = create<PageMetaState>()((set) => ({
  ...EMPTY,
  set: (meta) => set(meta),
  reset: () => set(EMPTY),
}));
