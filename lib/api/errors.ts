/** Spec §8 auth error codes, plus the user-update ones. */
export type TAuthErrorCode = 'LOGIN_ERROR' | 'SIGNUP_ERROR' | 'NO_TOKEN_ERROR' | 'REFRESH_TOKEN_ERROR' | 'UPDATE_CREDENTIALS_ERROR' | 'LOGOUT_ERROR' | 'PLATFORM_SIGN_IN_ERROR';
/** The user-update ones; userNotFound is spec §8's auth.errors.userNotFound, an account deletion without a user id. */
export type TUserErrorCode = 'UPDATE_USER_ERROR' | 'UPDATE_USER_AVATAR_ERROR' | 'userNotFound';

export type TFieldErrors = Record<string, string[]>;

/**
 * The one error type of the API layer: HTTP status, the server's error code (when it sent
 * one), its field `errors` object, extra details such as COMMUNITY_MISMATCH's community, and a
 * 429's Retry-After (seconds), which the session routes pass on.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly serverCode: string | null,
    readonly fieldErrors: TFieldErrors | null,
    readonly details: Record<string, unknown> = {},
    readonly retryAfter: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    // Axios marks its errors so; no `instanceof AxiosError`, which would bring axios to every page.
    if (isAxiosError(error)) {
      const body = (error.response?.data ?? {}) as {
        error?: { code?: string; message?: string } & Record<string, unknown>;
        errors?: TFieldErrors;
      };
      const { code = null, message, ...details } = body.error ?? {};
      const retryAfter = error.response?.headers?.['retry-after'];
      return new ApiError(message ?? error.message, error.response?.status ?? 0, code, body.errors ?? null, details, typeof retryAfter === 'string' ? retryAfter : null);
    }
    return new ApiError(error instanceof Error ? error.message : String(error), 0, null, null);
  }
}

type TAxiosLikeError = Error & { isAxiosError: true; response?: { status: number; data?: unknown; headers?: Record<string, unknown> } };

function isAxiosError(error: unknown): error is TAxiosLikeError {
  return error instanceof Error && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** A domain error (spec §8) wrapping the API error that caused it. */
export class AppError extends Error {
  constructor(
    readonly code: TAuthErrorCode | TUserErrorCode,
    readonly cause?: ApiError,
  ) {
    super(cause?.message ?? code);
    this.name = 'AppError';
  }
}

export async function wrapAs<T>(code: TAuthErrorCode | TUserErrorCode, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError(code, ApiError.from(error));
  }
}

/** A 422's field messages (spec §5 "server field errors"), whether the error is wrapped or not. */
export function fieldErrorsOf(error: unknown): TFieldErrors | null {
  const api = error instanceof AppError ? error.cause : error instanceof ApiError ? error : undefined;
  return api?.status === 422 && api.fieldErrors ? api.fieldErrors : null;
}
