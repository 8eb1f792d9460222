'use client';

import { useEffect, useRef } from 'react';

/** Spec §9: the next page loads when the end of the list is 50 px away. */
const INFINITE_SCROLL_DISTANCE_PX = 50;

type TPagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/**
 * Infinite scroll for a React Query infinite list: returns the ref of an element placed after
 * the list; the next page is fetched when it comes within the spec's distance of the viewport.
 */
export function useLoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage }: TPagedQuery) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
