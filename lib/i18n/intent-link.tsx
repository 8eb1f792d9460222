'use client';

import { useState, type ComponentProps } from 'react';
import { LocaleLink } from './locale-navigation';

type Props = ComponentProps<typeof LocaleLink>;

/**
 * A link that asks Next to prefetch its page only once the person shows they may follow it
 * (pointer over it, a finger on it, keyboard focus), as Next's prefetching guide shows. By
 * default Next prefetches every link that scrolls into view; our pages are dynamic, so each
 * prefetch runs the proxy's session lookup and renders the signed-in layouts on the server,
 * for a payload of little more than the page's title. Measured on the desktop dashboard: 18
 * prefetch requests per view, 120–130 ms of the web server's time against the 27 ms of the
 * page itself. `prefetch={false}` still means never.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const [isWanted, setWanted] = useState(false);
  if (prefetch === false) return <LocaleLink prefetch={false} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  /** The caller's own handler, after marking the link as wanted. */
  const wanting = <E,>(handler?: (event: E) => void) => (event: E) => {
    setWanted(true);
    handler?.(event);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={isWanted ? (prefetch ?? null) : false}
      onMouseEnter={wanting(onMouseEnter)}
      onTouchStart={wanting(onTouchStart)}
      onFocus={wanting(onFocus)}
    />
  );
}
