import 'server-only';
import { randomUUID } from 'node:crypto';
import { log } from './logger';

/**
 * How a worker holds a claimed job: the claim writes a lease (until when the job is its own) and
 * a random token; the worker renews the lease every `renewEveryMs` while it works. A process that
 * dies stops renewing, so another one takes the job once `leaseMs` has passed; a live one, however
 * slow its job, keeps it. Several renewals fit in a lease, so one late timer never loses a job.
 */
export type LeasePolicy = { leaseMs: number; renewEveryMs: number };

/** A claim's owner: written in `claimed_by` and required by every later write of that claim. */
export const newClaimToken = () => randomUUID();

export const leaseUntil = (policy: LeasePolicy, from = Date.now()) => new Date(from + policy.leaseMs);

export type HeldLease = {
  /** True once a renewal found the job taken by another process: its result is no longer wanted. */
  isLost: () => boolean;
  /** Stops renewing; call it in `finally`, whatever the job's outcome. */
  release: () => void;
};

/**
 * Renews a lease in the background until released. `renew` answers whether the claim is still
 * ours (the UPDATE guarded by the token touched a row). A renewal that fails (the database is
 * briefly away) is not a loss: the next one tries again, and the final write is guarded anyway.
 */
export function holdLease(what: string, policy: LeasePolicy, renew: () => Promise<boolean>): HeldLease {
  let lost = false;
  let renewing = false;
  let released = false;
  const timer = setInterval(async () => {
    if (renewing || lost) return;
    renewing = true;
    try {
      // A renewal still under way when the job's own final write lands finds it done, not taken.
      if (!(await renew()) && !released) {
        lost = true;
        log.warn({ work: what }, "Another process took this work over after its lease ran out; this process's result will be dropped");
      }
    } catch (error) {
      log.warn({ err: error, work: what, retryInMs: policy.renewEveryMs }, 'Renewing a lease failed');
    } finally {
      renewing = false;
    }
  }, policy.renewEveryMs);
  return {
    isLost: () => lost,
    release: () => {
      released = true;
      clearInterval(timer);
    },
  };
}
