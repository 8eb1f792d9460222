'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { usePageMetaStore } from '@/lib/stores/page-meta-store';

/** Title, description and back link belong to one route: cleared whenever the route changes. */
export function RouteMetaReset() {
  const pathname = usePathname();
  const reset = usePageMetaStore((s) => s.reset);
  useEffect(() => reset(), [pathname, reset]);
  return null;
}
