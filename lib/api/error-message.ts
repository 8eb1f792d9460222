import { ApiError, AppError } from './errors';

type Translate = { (key: string, values?: Record<string, string>): string; has: (key: string) => boolean };

export type TErrorToast = { summary: string; detail?: string };

function serverDetail(cause: ApiError | undefined, t: Translate): string | undefined {
  if (!cause) return undefined;
  if (cause.fieldErrors) return Object.values(cause.fieldErrors).flat().join(', ');
  if (cause.serverCode && t.has(`errors.server.${cause.serverCode}`)) return t(`errors.server.${cause.serverCode}`);
  if (cause.status === 0) return t('errors.server.NETWORK');
  return t('errors.server.UNKNOWN');
}

/**
 * Spec §8: a wrapped error shows its translated `errors.{code}` as summary and the server's
 * field messages joined with commas as detail; a plain error shows its message.
 */
export function describeError(error: unknown, t: Translate): TErrorToast {
  if (error instanceof AppError) return { summary: t(`errors.${error.code}`), detail: serverDetail(error.cause, t) };
  if (error instanceof ApiError) return { summary: t('toasts.error'), detail: serverDetail(error, t) };
  return { summary: error instanceof Error ? error.message : String(error) };
}
