'use client';

import { useState } from 'react';
import { usePathname } from '@/lib/i18n/navigation';

/**
 * Whether a disclosure of the header (the phone's menu, an admin's list) is open; a new page
 * closes it. Adjusted during render, React's pattern for "reset on change".
 */
export function useOpenUntilNavigation() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
