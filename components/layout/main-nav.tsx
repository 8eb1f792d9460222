'use client';

import type { ReactNode } from 'react';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

/** The header menu, hidden on routes that ask for it (the experience wizard, spec §2). */
export function MainNav({ label, children }: { label: string; children: ReactNode }) {
  const hidden = usePageMetaStore((s) => s.hideMenu);
  if (hidden) return null;
  return (
    <nav aria-label={label} className="app-nav">
      {children}
    </nav>
  );
}
