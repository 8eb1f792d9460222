import type { TFieldErrors } from '@/lib/api/errors';

/** What the server refused in a wizard's send, each message once, read out as it appears. */
export function ServerErrors({ errors, label }: { errors: TFieldErrors | null; label: string }) {
  if (!errors) return null;
  return (
    <ul className="field-error" role="alert" aria-label={label}>
      {Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => <li key={`${field}-${message}`}>{message}</li>))}
    </ul>
  );
}
