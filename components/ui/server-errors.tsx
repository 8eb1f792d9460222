import type { TFieldErrors } from '@/lib/api/errors';

/** What the server refused in a wizard's send, each message once, read out as it appears. */
export function ServerErrors({ errors, label }: { errors: TFieldErrors | null; label: string }) {
  if (!errors) return null;
  return (
    // The alert wraps the list: on the list itself, its role would hide that it is one, and its items would stand alone.
    <div role="alert" aria-label={label}>
      <ul className="field-error">
        {Object.entries(errors).flatMap(([field, messages]) => messages.map((message) => <li key={`${field}-${message}`}>{message}</li>))}
      </ul>
    </div>
  );
}
