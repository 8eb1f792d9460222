'use client';

import { useEffect } from 'react';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

/** A page declares its back target (and title) here; the layout's back link reads it. */
export function PageMeta({ title, description, backHref, hideMenu = false }: { title?: string; description?: string; backHref?: string; hideMenu?: boolean }) {
  const set = usePageMetaStore((s) => s.set);
  useEffect(() => {
    set({ title: title ?? null, description: description ?? null, backHref: backHref ?? null, hideMenu });
  }, [set, title, description, backHref, hideMenu]);
  return null;
}
