import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, InvalidError, OAuthRefusal, UnavailableError, type RefusalKind } from '../platform/errors';

/**
 * The one error format of the API: `{error: {code, message}}` for everything but field
 * validation, which answers `{errors: {field: [messages]}}` (InvalidError).
 *
 * HttpError is for refusals that only HTTP knows of (media types, body sizes, malformed
 * bodies, rate limits, cross-site writes); services throw DomainError, mapped here once.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** 429 RATE_LIMITED: every one says when to come back (Retry-After, in seconds). */
export class RateLimitedError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

const STATUS: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  gone: 410,
  conflict: 409,
  upstream: 502,
  unavailable: 503,
};

/** The status, body and headers of a refusal, or null for an unexpected error (a 500). */
export function errorResponse(error: unknown): { status: ContentfulStatusCode; body: object; headers?: Record<string, string> } | null {
  if (error instanceof OAuthRefusal) {
    // RFC 6750 §3: a refused access token says so in WWW-Authenticate too.
    const headers: Record<string, string> = { 'cache-control': 'no-store' };
    if (error.status === 401) headers['WWW-Authenticate'] = `Bearer error="${error.error}"`;
    return { status: error.status, body: { error: error.error, error_description: error.description, ...error.extra }, headers };
  }
  if (error instanceof InvalidError) return { status: 422, body: { errors: error.fields } };
  if (error instanceof RateLimitedError) {
    return { status: 429, body: { error: { code: error.code, message: error.message } }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof UnavailableError) {
    return { status: 503, body: { error: { code: error.code, message: error.message } }, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
  }
  if (error instanceof DomainError || error instanceof HttpError) {
    const status = error instanceof HttpError ? error.status : STATUS[error.kind];
    return { status, body: { error: { code: error.code, message: error.message, ...error.details } } };
  }
  return null;
}
