import { ApiError, AppError } from './errors';

type Translate = { (key: string, values?: Record<string, string>): string; has: (key: string) => boolean };

type TErrorToast = { summary: string; detail?: string };

/** What a write says when the server gives no more precise reason (spec §8's per-operation toasts). */
export type TErrorFallback = { summary?: string; detail?: string };

function serverDetail(cause: ApiError | undefined, t: Translate, fallback: string | undefined): string | undefined {
  if (!cause) return fallback;
  if (cause.fieldErrors) return Object.values(cause.fieldErrors).flat().join(', ');
  if (cause.serverCode && t.has(`errors.server.${cause.serverCode}`)) return t(`errors.server.${cause.serverCode}`);
  if (fallback) return fallback;
  if (cause.status === 0) return t('errors.server.NETWORK');
  return t('errors.server.UNKNOWN');
}

/**
 * Spec §8: a wrapped error shows its translated `errors.{code}` as summary and the server's
 * field messages joined with commas as detail; a plain error shows its message. A known
 * server code (ACCOUNT_DEACTIVATED, RATE_LIMITED…) says more than the operation's own detail.
 */
export function describeError(error: unknown, t: Translate, fallback: TErrorFallback = {}): TErrorToast {
  if (error instanceof AppError) return { summary: t(`errors.${error.code}`), detail: serverDetail(error.cause, t, fallback.detail) };
  if (error instanceof ApiError) return { summary: fallback.summary ?? t('toasts.error'), detail: serverDetail(error, t, fallback.detail) };
  return { summary: error instanceof Error ? error.message : String(error) };
}
