import 'server-only';
import { log } from './logger';

/** Work a request leaves behind, done once its answer is on its way. */
export type AfterAnswer = {
  /** Runs `task` after the current request has answered; a failure is logged under `what`. */
  run: (what: string, task: () => Promise<void>) => void;
  /** Resolves once nothing is left to run (tests, shutdown). */
  idle: () => Promise<void>;
};

/**
 * For a public form whose work would tell by its length whether an address has an account
 * (sign-up, password reset): the form answers at once, the same way for every address, and the
 * work follows. It lives in this process: a crash in between loses the request, and the person
 * asks again, as for a mail that never came.
 */
export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      // Started on the next turn of the event loop: the embedded database runs its queries on this
      // thread, and must not hold the answer back.
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
