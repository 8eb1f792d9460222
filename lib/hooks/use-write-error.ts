'use client';

import { useCallback } from 'react';
import { fieldErrorsOf, type TFieldErrors } from '@/lib/api/errors';
import { useErrorToast, type TErrorToastOptions } from './use-error-toast';

/**
 * A form that can show a 422's messages beside its fields passes `onFieldErrors` to the write's
 * hook; it answers false when none of the fields is its own. A form that says its other failures
 * in place (components/ui/form-failure.tsx) passes `onFailure`, and no toast covers it.
 */
export type TWriteOptions = { onFieldErrors?: (errors: TFieldErrors) => boolean | void; onFailure?: (error: unknown) => void };

/**
 * The one error path of every write (STYLE §17): a 422's field messages go to the form's
 * fields when the form has some; anything else becomes the spec §8 toast, or the form's own
 * message where it has one.
 */
export function useWriteError() {
  const showError = useErrorToast();
  return useCallback(
    (error: unknown, { onFieldErrors, onFailure, ...toast }: TWriteOptions & TErrorToastOptions = {}) => {
      const fields = fieldErrorsOf(error);
      if (fields && onFieldErrors && onFieldErrors(fields) !== false) return;
      if (onFailure) onFailure(error);
      else showError(error, toast);
    },
    [showError],
  );
}
