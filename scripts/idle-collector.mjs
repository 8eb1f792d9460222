// The web server gives back what a class's load left behind once it goes quiet. V8 collects
// garbage when the program allocates, and a quiet server allocates nothing: its heap could stay at
// a load's gigabyte for hours, which an operator's memory limit counts against the next load. V8's
// own reducer, which starts after some collections, brought it back in three idle minutes of four
// measured (`npm run bench`, 2026-11-30: 971 MB after a minute idle in the fourth).
import v8 from 'node:v8';
import vm from 'node:vm';

/** A full collection, as `--expose-gc` offers it, without asking every way of starting the server for the flag. */
export function fullCollection() {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc');
}

/**
 * Once no tracked request has been in flight for `idleMs`, collects in full if the heap grew by
 * `growthBytes` since the last time: a quiet server that only answered a request or two is left
 * alone, and a busy one is never paused, since any request cancels the wait. The server tracks
 * the people's requests only: a load balancer's health probes every few seconds would otherwise
 * keep it from ever being quiet.
 */
export function createIdleCollector({ idleMs = 15_000, growthBytes = 64 * 1024 * 1024, collect = fullCollection(), heapUsed = () => process.memoryUsage().heapUsed, onCollected = () => {} } = {}) {
  let inFlight = 0;
  let timer = null;
  let afterLast = heapUsed();
  const collectIfGrown = () => {
    timer = null;
    const before = heapUsed();
    if (before - afterLast < growthBytes) return;
    collect();
    afterLast = heapUsed();
    onCollected({ before, after: afterLast });
  };
  return {
    /** Counts this answer as activity until it closes. */
    track(res) {
      inFlight += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      res.once('close', () => {
        inFlight -= 1;
        if (inFlight > 0) return;
        timer = setTimeout(collectIfGrown, idleMs);
        // Waiting to collect never keeps a stopping server alive.
        timer.unref();
      });
    },
  };
}
