import 'server-only';
import { log } from './logger';

export type BackgroundLoop = {
  /** Work just arrived: run now rather than at the next tick. */
  wake: () => void;
  /** Resolves once no round is running (tests, shutdown). */
  idle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Runs `work` in the background: at once when woken, and every `everyMs` for retries and for
 * work another process queued. Rounds never overlap; a wake during a round runs one more, so
 * nothing queued meanwhile waits for the tick. A failing round is logged under `what` and the
 * next tick tries again: a down database or service never reaches a request.
 */
export function createBackgroundLoop(what: string, work: (isStopped: () => boolean) => Promise<void>, everyMs: number): BackgroundLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  const round = async () => {
    do {
      again = false;
      try {
        await work(isStopped);
      } catch (error) {
        log.error({ err: error }, `${what} failed`);
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
