'use client';

import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { countedLength } from '@/lib/shared/validation/text-length';
import { CountedTextarea } from '@/components/ui/counted-textarea';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** A text field of the form. */
  name: FieldPathByValue<T, string>;
  id: string;
  label: string;
  placeholder: string;
  rows?: number;
  /** The contract's maximum for the field, the one its zod schema checks. */
  max: number;
  /** What the counter says for a count, in the feature's words ("12 / 1000"). */
  counter: (count: number) => string;
  /** Told of every change too (a wizard keeps its draft as it is typed). */
  onValueChange?: (value: string) => void;
};

/**
 * A counted text area of a react-hook-form form: the counter counts as the validation does
 * (lib/shared/validation/text-length.ts), turns red past `max`, and the field's first error shows below it.
 */
export function CountedTextField<T extends FieldValues>({ control, name, id, label, placeholder, rows, max, counter, onValueChange }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const count = countedLength(field.value);
        return (
          <CountedTextarea
            id={id}
            label={label}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onValueChange?.(value);
            }}
            placeholder={placeholder}
            rows={rows}
            tooLong={count > max}
            counter={counter(count)}
            error={fieldState.error?.message}
          />
        );
      }}
    />
  );
}
