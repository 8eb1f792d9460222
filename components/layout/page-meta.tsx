'use client';

import { useEffect } from 'react';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

/** A page asks the signed-in header to hide its menu here (wizards); the main nav reads it. */
export function PageMeta({ hideMenu = false }: { hideMenu?: boolean }) {
  const set = usePageMetaStore((s) => s.set);
  useEffect(() => {
    set({ hideMenu });
  }, [set, hideMenu]);
  return null;
}
