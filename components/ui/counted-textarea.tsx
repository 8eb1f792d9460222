'use client';

import { InputTextarea } from 'primereact/inputtextarea';

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
};

/** A labelled text area whose counter is announced as it changes and tied to the field (the wizard's description, a story's, a portrait's). */
export function CountedTextarea({ id, label, value, onChange, placeholder, rows = 5, tooLong, counter }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <InputTextarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        autoResize
        invalid={tooLong}
        aria-invalid={tooLong}
        aria-describedby={`${id}-count`}
        placeholder={placeholder}
      />
      <small id={`${id}-count`} className={tooLong ? 'field-error' : 'muted'} aria-live="polite">
        {counter}
      </small>
    </div>
  );
}
