'use client';

import { InputTextarea } from 'primereact/inputtextarea';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { FieldError } from './field-error';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  rows?: number;
  /** Past the field's maximum: marked invalid, the counter in the error colour. */
  tooLong: boolean;
  /** What the counter says ("12 / 279"), or why the text is too long. */
  counter: string;
  /** The field's first error, shown below the counter (spec §5: one per field). */
  error?: string;
  /** What the field is for, read with it by screen readers. */
  hint?: string;
};

/** A labelled text area whose counter is announced as it changes and tied to the field (the wizard's description, a story's, a portrait's). */
export function CountedTextarea({ id, label, value, onChange, placeholder, rows = 5, tooLong, counter, error, hint }: Props) {
  const isInvalid = tooLong || Boolean(error);
  // Read-only until the page has hydrated: text typed into the server's HTML before then is not in
  // the form's state, so it vanished on hydration or was sent as empty (seen on a slow phone).
  const isClient = useIsClient();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      <InputTextarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        autoResize
        readOnly={!isClient}
        invalid={isInvalid}
        aria-invalid={isInvalid}
        aria-describedby={[hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
        placeholder={placeholder}
      />
      <small id={`${id}-count`} className={tooLong ? 'field-error' : 'muted'} aria-live="polite">
        {counter}
      </small>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
