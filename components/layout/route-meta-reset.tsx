'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

/** What a page asked of the header belongs to that route: cleared whenever the route changes. */
export function RouteMetaReset() {
  const pathname = usePathname();
  const reset = usePageMetaStore((s) => s.reset);
  useEffect(() => reset(), [pathname, reset]);
  return null;
}
