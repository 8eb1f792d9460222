import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleCollector, fullCollection } from '@/scripts/idle-collector.mjs';

const MB = 1024 * 1024;

/** The web server as the collector sees it: answers it tracks, each closing later. */
function fakeServer(collector: ReturnType<typeof createIdleCollector>) {
  return () => {
    const res = new EventEmitter();
    collector.track(res);
    return { close: () => res.emit('close') };
  };
}

describe("the web server's collection once it goes quiet", () => {
  let heap: number;
  const collect = vi.fn(() => {
    heap = 60 * MB;
  });
  const start = () => {
    const collected: { before: number; after: number }[] = [];
    const collector = createIdleCollector({ idleMs: 15_000, growthBytes: 64 * MB, collect, heapUsed: () => heap, onCollected: (sizes) => collected.push(sizes) });
    return { request: fakeServer(collector), collected };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    heap = 60 * MB;
    collect.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('collects once, after a quiet spell, what a load left behind, and says how much', () => {
    const { request, collected } = start();
    const answer = request();
    heap = 900 * MB;
    answer.close();
    vi.advanceTimersByTime(14_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(collected).toEqual([{ before: 900 * MB, after: 60 * MB }]);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('never pauses a server with a request in flight, and a new request restarts the wait', () => {
    const { request } = start();
    const slow = request();
    const quick = request();
    heap = 900 * MB;
    quick.close();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
    slow.close();
    vi.advanceTimersByTime(10_000);
    request().close();
    vi.advanceTimersByTime(10_000);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a quiet server whose heap barely grew since the last collection', () => {
    const { request } = start();
    heap = 100 * MB;
    request().close();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('measures growth from the heap the last collection left', () => {
    const { request } = start();
    heap = 900 * MB;
    request().close();
    vi.advanceTimersByTime(15_000);
    heap = 100 * MB;
    request().close();
    vi.advanceTimersByTime(15_000);
    expect(collect).toHaveBeenCalledTimes(1);
    heap = 200 * MB;
    request().close();
    vi.advanceTimersByTime(15_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });
});

describe('a full collection without the --expose-gc flag', () => {
  it("is V8's own, and frees what nothing holds", async () => {
    const gc = fullCollection();
    expect(gc).toBeTypeOf('function');
    let garbage: object | null = { held: new Array(1000).fill('x') };
    const watched = new WeakRef(garbage);
    garbage = null;
    // A WeakRef's target is kept until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(watched.deref()).toBeUndefined();
  });
});
