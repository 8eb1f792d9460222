'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/prime/button';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { TDraftTag } from '../draft/draft-types';

type Props = { tags: TDraftTag[]; onToggle: (name: string) => void; pending: boolean };

/** Tags as removable chips; Enter or the button adds one. */
export function TagsInput({ tags, onToggle, pending }: Props) {
  const t = useTranslations('experience.meta');
  const [name, setName] = useState('');
  const add = () => {
    if (!name.trim()) return;
    onToggle(name);
    setName('');
  };
  const visible = tags.filter((tag) => !tag._destroy);
  return (
    <div className="field">
      <label htmlFor="experience-tag">{t('tags')}</label>
      <div className="row row--nowrap">
        <InputText
          id="experience-tag"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          maxLength={50}
          placeholder={t('tagPlaceholder')}
          className="grow"
        />
        <Button type="button" icon="pi pi-plus" label={t('addTag')} outlined onClick={add} disabled={pending || !name.trim()} />
      </div>
      {visible.length > 0 && (
        <ul className="chips" aria-label={t('tags')}>
          {visible.map((tag) => (
            <li key={tag.id ?? tag.name} className="chip">
              #{tag.name}
              <button type="button" onClick={() => onToggle(tag.name)} disabled={pending} aria-label={t('removeTag', { tag: tag.name })}>
                <span className="pi pi-times" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
