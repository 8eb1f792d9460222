import 'server-only';
import type { RateLimiter } from '../../platform/rate-limit';
import { secondsUntil } from '../../platform/rate-limit';

const MINUTE = 60 * 1000;

/**
 * Who may try a password how often. Guessing is slowed three ways, and none of them lets a
 * stranger lock the owner out:
 * - per (account, address): 10 attempts per 15 min, reset by a successful sign-in;
 * - per address: 100 failures per 15 min, whatever the accounts. Failures, not attempts: a
 *   school sits behind one NAT, and four classes signing in at 8:00 are hundreds of successes
 *   from one address; password spraying from one address is all failures, and is refused;
 * - per account, across addresses: after 20 failures in an hour, each further attempt waits
 *   twice as long as the last (1 s, 2 s, 4 s … 15 min at most) rather than a lockout; an
 *   address that signed in to that account in the last 30 days does not wait.
 */
export const LOGIN_POLICY = {
  perAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  perAddressFailures: { limit: 100, windowMs: 15 * MINUTE },
  accountWide: { freeFailures: 20, windowMs: 60 * MINUTE, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE },
  trustedAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

export type LoginAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keys = (account: string, address: string) => {
  const id = account.trim().toLowerCase();
  return {
    accountAddress: `login:account-address:${id}:${address}`,
    addressFailures: `login:address-failures:${address}`,
    addressRefused: `login:address-refused:${address}`,
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
      const { perAccountAddress } = LOGIN_POLICY;
      const pair = await limiter.hit(k.accountAddress, perAccountAddress.limit, perAccountAddress.windowMs);
      const refusals = pair.allowed ? [] : [pair.retryAfterSeconds];
      const addressRefusedMs = await limiter.markedFor(k.addressRefused);
      if (addressRefusedMs > 0) refusals.push(secondsUntil(addressRefusedMs));
      const delayMs = await limiter.markedFor(k.delay);
      if (delayMs > 0 && (await limiter.markedFor(k.trusted)) === 0) refusals.push(secondsUntil(delayMs));
      return refusals.length ? { allowed: false, retryAfterSeconds: Math.max(...refusals) } : { allowed: true };
    },
    async failed(account: string, address: string): Promise<void> {
      const k = keys(account, address);
      const { windowMs } = LOGIN_POLICY.accountWide;
      const { perAddressFailures } = LOGIN_POLICY;
      // The address's last allowed failure refuses it for the rest of its window.
      const from = await limiter.hit(k.addressFailures, perAddressFailures.limit, perAddressFailures.windowMs);
      if (from.count >= perAddressFailures.limit) await limiter.mark(k.addressRefused, from.retryAfterSeconds * 1000);
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
