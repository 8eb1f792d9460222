import 'server-only';
import type { RateLimiter } from '../../platform/rate-limit';
import { secondsUntil } from '../../platform/rate-limit';

const MINUTE = 60 * 1000;

/**
 * Who may try a password how often. Guessing is slowed three ways, and none of them lets a
 * stranger lock the owner out:
 * - per (account, address): 10 attempts per 15 min, reset by a successful sign-in;
 * - per address: 100 attempts per 15 min, whatever the accounts (schools sit behind one NAT);
 * - per account, across addresses: after 20 failures in an hour, each further attempt waits
 *   twice as long as the last (1 s, 2 s, 4 s … 15 min at most) rather than a lockout; an
 *   address that signed in to that account in the last 30 days does not wait.
 */
export const LOGIN_POLICY = {
  perAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  perAddress: { limit: 100, windowMs: 15 * MINUTE },
  accountWide: { freeFailures: 20, windowMs: 60 * MINUTE, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE },
  trustedAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

export type LoginAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keys = (account: string, address: string) => {
  const id = account.trim().toLowerCase();
  return {
    accountAddress: `login:account-address:${id}:${address}`,
    address: `login:address:${address}`,
    failures: `login:failures:${id}`,
    delay: `login:delay:${id}`,
    trusted: `login:trusted:${id}:${address}`,
  };
};

/** The delay after the n-th failure in the hour: nothing up to the free ones, then doubling up to the cap. */
export function delayAfterFailure(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_POLICY.accountWide;
  if (failures <= freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, failures - freeFailures - 1));
}

export function createLoginThrottle(limiter: RateLimiter) {
  return {
    /** Before the password is checked: counts the attempt and says whether it may go on. */
    async admit(account: string, address: string): Promise<LoginAdmission> {
      const k = keys(account, address);
      const { perAccountAddress, perAddress } = LOGIN_POLICY;
      const pair = await limiter.hit(k.accountAddress, perAccountAddress.limit, perAccountAddress.windowMs);
      const from = await limiter.hit(k.address, perAddress.limit, perAddress.windowMs);
      const refusals = [pair, from].filter((d) => !d.allowed).map((d) => d.retryAfterSeconds);
      const delayMs = await limiter.markedFor(k.delay);
      if (delayMs > 0 && (await limiter.markedFor(k.trusted)) === 0) refusals.push(secondsUntil(delayMs));
      return refusals.length ? { allowed: false, retryAfterSeconds: Math.max(...refusals) } : { allowed: true };
    },
    async failed(account: string, address: string): Promise<void> {
      const k = keys(account, address);
      const { windowMs } = LOGIN_POLICY.accountWide;
      const { count } = await limiter.hit(k.failures, Number.MAX_SAFE_INTEGER, windowMs);
      const delay = delayAfterFailure(count);
      if (delay > 0) await limiter.mark(k.delay, delay);
    },
    async succeeded(account: string, address: string): Promise<void> {
      const k = keys(account, address);
      await limiter.reset(k.accountAddress);
      await limiter.mark(k.trusted, LOGIN_POLICY.trustedAddressMs);
    },
  };
}
