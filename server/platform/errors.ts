import 'server-only';

/**
 * What a service may refuse, in the domain's words. Services throw these and never pick an
 * HTTP status: server/http/errors.ts maps each kind to one, once (STYLE.md §18).
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'notFound' | 'gone' | 'conflict' | 'upstream' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Field validation: `{errors: {field: [messages]}}` on the wire. */
export class InvalidError extends DomainError {
  constructor(readonly fields: Record<string, string[]>) {
    super('invalid', 'VALIDATION_FAILED', 'Validation failed');
  }
}

export const notFound = (what = 'Resource') => new DomainError('notFound', 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Not allowed', code = 'FORBIDDEN') => new DomainError('forbidden', code, message);
export const unauthenticated = (code: string, message: string) => new DomainError('unauthenticated', code, message);
/** Existed, and was withdrawn on purpose: unlike a 404, a verifier may say so. */
export const gone = (code: string, message: string, details?: Record<string, unknown>) => new DomainError('gone', code, message, details);
export const conflict = (code: string, message: string) => new DomainError('conflict', code, message);
export const upstreamUnavailable = (message: string) => new DomainError('upstream', 'UPSTREAM_ERROR', message);

/**
 * A service of ours (the file storage) does not answer for now: nothing was written, the same
 * call may succeed in a few seconds. 503 with Retry-After, where a 500 would say our code broke.
 */
export class UnavailableError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('unavailable', code, message);
  }
}

/**
 * A refusal of an OAuth 2.0 endpoint (RFC 6749 §5.2, OpenID4VCI's token and credential
 * endpoints): the protocol fixes its status and its shape, `{error, error_description, …}`, and
 * wallets read nothing else. `extra` carries what the protocol adds (a fresh `c_nonce`).
 */
export class OAuthRefusal extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: string,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description);
  }
}
