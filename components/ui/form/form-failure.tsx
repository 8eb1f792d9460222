'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { useDescribeError } from '@/lib/hooks/use-error-toast';

/**
 * A form's failed send, said in the form: a toast vanished after 8 s, piled up over the link that
 * fixes the error ("forgot your password?") and outlived the next attempt. One failure at a time:
 * the next attempt clears it (`clear`), the next refusal replaces it (`onFailure`).
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const onFailure = useCallback((error: unknown) => setFailure({ error }), []);
  const clear = useCallback(() => setFailure(null), []);
  /** A form's submit handler that first clears the last refusal, whatever this attempt's fields say. */
  const clearing =
    <TEvent,>(submit: (event?: TEvent) => Promise<void>) =>
    (event?: TEvent) => {
      clear();
      return submit(event);
    };
  return { error: failure?.error, onFailure, clear, clearing };
}

type Props = {
  id: string;
  /** The refusal to say, or nothing. */
  error: unknown;
  /** What the person can do about it right here (ask for the confirmation mail again). */
  action?: ReactNode;
};

/**
 * The region sits in the form, by its submit button, from the first render: an alert whose words
 * change is announced by screen readers, one that appears with its words is not always.
 */
export function FormFailure({ id, error, action }: Props) {
  const describe = useDescribeError();
  const message = error === undefined ? null : describe(error);
  return (
    <div id={id} role="alert" className="form-failure">
      {message && (
        <div className="notice notice--error stack">
          <p>
            <strong>{message.summary}</strong>
            {message.detail && <> {message.detail}</>}
          </p>
          {action}
        </div>
      )}
    </div>
  );
}
