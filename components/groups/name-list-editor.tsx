'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/prime/button';
import { FieldError } from '@/components/ui/field-error';

export type TNamedItem = { id: number; name: string };

type Props = {
  /** Prefix of the element ids (`group-tags`, `group-skills`). */
  id: string;
  title: string;
  intro: string;
  label: string;
  addLabel: string;
  removeLabel: (name: string) => string;
  listLabel: string;
  empty: string;
  items: TNamedItem[];
  maxLength: number;
  tooLong: string;
  pending: boolean;
  /** A server refusal of the last name added, shown under the field. */
  error?: string;
  onAdd: (name: string, done: () => void) => void;
  onRemove: (item: TNamedItem) => void;
};

/** A group's tags or skills: chips that each remove one, and a field that adds one at once. */
export function NameListEditor({ id, title, intro, label, addLabel, removeLabel, listLabel, empty, items, maxLength, tooLong, pending, error, onAdd, onRemove }: Props) {
  const [name, setName] = useState('');
  const trimmed = name.trim();
  const isTooLong = trimmed.length > maxLength;
  const message = isTooLong ? tooLong : error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || isTooLong) return;
    onAdd(trimmed, () => setName(''));
  };
  return (
    <section className="stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <p className="muted small">{intro}</p>
      {items.length ? (
        <ul className="chips" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item.id} className="chip">
              {item.name}
              <button type="button" onClick={() => onRemove(item)} disabled={pending} aria-label={removeLabel(item.name)}>
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">{empty}</p>
      )}
      <form onSubmit={submit} noValidate className="field" aria-label={addLabel}>
        <label htmlFor={`${id}-name`}>{label}</label>
        <div className="row row--nowrap">
          <input
            id={`${id}-name`}
            className={`p-inputtext p-component grow${message ? ' p-invalid' : ''}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${id}-error` : undefined}
            autoComplete="off"
          />
          <Button type="submit" icon="pi pi-plus" label={addLabel} outlined disabled={pending || !trimmed} />
        </div>
        <FieldError id={`${id}-error`} message={message} />
      </form>
    </section>
  );
}
