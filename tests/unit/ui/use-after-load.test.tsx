import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterLoad } from '@/lib/hooks/use-after-load';

// The header's count waits for it (components/recognition/review/review-waiting-count.tsx).
let readyState: DocumentReadyState = 'loading';
let idleCallbacks: IdleRequestCallback[] = [];

beforeEach(() => {
  readyState = 'loading';
  idleCallbacks = [];
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  window.requestIdleCallback = (callback: IdleRequestCallback) => idleCallbacks.push(callback);
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const idle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));

describe('work deferred until the page has loaded', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    idle();
    expect(result.current).toBe(false);

    readyState = 'complete';
    act(() => void window.dispatchEvent(new Event('load')));
    expect(result.current).toBe(false);
    idle();
    expect(result.current).toBe(true);
  });

  it('on a page already loaded (a later navigation), waits for idle only', () => {
    readyState = 'complete';
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    idle();
    expect(result.current).toBe(true);
  });

  it('without requestIdleCallback (Safari), in the next task after load', () => {
    vi.useFakeTimers();
    // @ts-expect-error -- a browser without it
    delete window.requestIdleCallback;
    readyState = 'complete';
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(true);
    vi.useRealTimers();
  });
});
