'use client';

import { useEffect, useState } from 'react';

/** How long the browser may keep the page busy before the deferred work starts anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * False until the page has loaded and the browser has a quiet moment, then true: for what a page
 * shows beside its content (the header's count), so that its request, and the API client's script
 * it loads, do not compete with a phone's first paint and hydration of the page itself.
 */
export function useAfterLoad(): boolean {
  const [isLoaded, setIsLoaded] = useState(false);
  useEffect(() => {
    const done = () => setIsLoaded(true);
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      // Safari has no requestIdleCallback: there, the next task after load.
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = window.setTimeout(done, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return isLoaded;
}
