import { ApiError } from './errors';
import { outboxWorker } from '@/lib/offline/outbox';

/** What a create answers: the saved item, or (recorded without a network) that it waits on the device. */
export type TSentOrKept<T> = { kept: false; saved: T } | { kept: true };

/**
 * Sends a create; without a network, or when no answer comes, keeps the same request in the
 * device's outbox instead of failing, when the page has the service worker that sends it later
 * (without one nothing could send it, and the failure is the caller's as before). The request's
 * idempotency key makes the first answer the only one, however often it is sent.
 */
export async function sendOrKeep<T>(send: () => Promise<T>, keep: (() => Promise<void>) | null): Promise<TSentOrKept<T>> {
  const kept = keep && outboxWorker() ? keep : null;
  if (kept && !navigator.onLine) return kept().then(() => ({ kept: true }));
  try {
    return { kept: false, saved: await send() };
  } catch (error) {
    if (kept && ApiError.from(error).status === 0) return kept().then(() => ({ kept: true }));
    throw error;
  }
}
