'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { hasArrived } from '@/lib/hooks/use-fresh-navigation';
import { useRouter } from '@/lib/i18n/navigation';

/** In the root layout, which outlives pages: completes a fresh navigation (lib/hooks/use-fresh-navigation.ts) once it has arrived. */
export function ArrivalRefresher() {
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    if (hasArrived(pathname)) router.refresh();
  }, [pathname, router]);
  return null;
}
