import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error format of the API: `{error: {code, message}}` for everything but field
 * validation, which answers `{errors: {field: [messages]}}` (see ValidationError).
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

  toBody() {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super('Validation failed');
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Not allowed') => new HttpError(403, 'FORBIDDEN', message);
