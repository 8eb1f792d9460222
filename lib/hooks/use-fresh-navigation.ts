'use client';

import { usePathname as useBrowserPathname } from 'next/navigation';
import { useMemo } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * The path a navigation that wants fresh layouts is leaving, until it has left: then
 * components/layout/arrival-refresher.tsx refreshes once. Module state, because the component
 * that navigated (a header's sign-out button, say) is often gone with the page it was on.
 */
let leaving: string | null = null;

/** True once, on the first path other than the one a fresh navigation left. */
export function hasArrived(pathname: string): boolean {
  if (leaving === null || pathname === leaving) return false;
  leaving = null;
  return true;
}

type TRouter = ReturnType<typeof useRouter>;

/**
 * Navigations after which every layout must be rendered again (signing in or out, deleting what
 * the journal showed): the shared layouts above the page (the session in the root layout, the
 * header) are not rendered again by a navigation alone. A `router.refresh()` beside the navigation
 * raced it: while Next did not yet know the target route (not prefetched), the refresh made it
 * fall back to a full page load, and the toast announcing the change was lost with the page.
 * The refresh now waits until the new page is shown.
 */
export function useFreshNavigation(): Pick<TRouter, 'push' | 'replace'> {
  const router = useRouter();
  const pathname = useBrowserPathname();
  return useMemo(
    () => ({
      push: (...args: Parameters<TRouter['push']>) => {
        leaving = pathname;
        router.push(...args);
      },
      replace: (...args: Parameters<TRouter['replace']>) => {
        leaving = pathname;
        router.replace(...args);
      },
    }),
    [router, pathname],
  );
}
