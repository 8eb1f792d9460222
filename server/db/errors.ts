import 'server-only';

type TDriverError = { code?: unknown; cause?: unknown } | undefined;

/** PostgreSQL's unique_violation, as PGlite and node-postgres raise it (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  let current = error as TDriverError;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505') return true;
    current = current.cause as TDriverError;
  }
  return false;
}
