'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from './field-error';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  message?: string;
};

/** A labelled text input of a react-hook-form form, its first error below it (spec §5: one per field). */
export function TextField<T extends FieldValues>({ control, name, id, label, type = 'text', autoComplete, message }: Props<T>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <input
            id={id}
            type={type}
            inputMode={type === 'email' ? 'email' : undefined}
            autoComplete={autoComplete}
            {...field}
            // PrimeReact's InputText as it renders, without its code (first-load JS).
            className={`p-inputtext p-component${fieldState.error ? ' p-invalid' : ''}${field.value ? ' p-filled' : ''}`}
            aria-invalid={Boolean(fieldState.error)}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
        )}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
