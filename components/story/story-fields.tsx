'use client';

import { useTranslations } from 'next-intl';
import { InputText } from 'primereact/inputtext';
import { STORY_DESCRIPTION_MAX, STORY_TITLE_MAX } from '@/lib/shared/validation/story-rules';
import { countedLength } from '@/lib/shared/validation/text-length';
import { useStoryDraft } from './story-draft';
import { CountedTextarea } from '@/components/ui/counted-textarea';
import { DateField } from '@/components/ui/date-field';

/** The required step's own fields (spec §4): title, description and the day the story is about. */
export function StoryFields({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('story.fields');
  const draft = useStoryDraft((s) => s.draft);
  const update = useStoryDraft((s) => s.update);
  const missingTitle = showErrors && draft.title.trim().length === 0;
  const count = countedLength(draft.description);
  const tooLong = count > STORY_DESCRIPTION_MAX;
  return (
    <>
      <div className="field">
        <label htmlFor="story-title">{t('title')}</label>
        <InputText
          id="story-title"
          value={draft.title}
          maxLength={STORY_TITLE_MAX}
          onChange={(e) => update({ title: e.target.value })}
          invalid={missingTitle}
          aria-invalid={missingTitle}
          aria-describedby={missingTitle ? 'story-title-error' : undefined}
          placeholder={t('titlePlaceholder')}
        />
        {missingTitle && (
          <small id="story-title-error" className="field-error" role="alert">
            {t('titleRequired')}
          </small>
        )}
      </div>
      <CountedTextarea
        id="story-description"
        label={t('description')}
        value={draft.description}
        onChange={(value) => update({ description: value })}
        rows={4}
        placeholder={t('descriptionPlaceholder')}
        tooLong={tooLong}
        counter={t('counter', { count: String(count), max: String(STORY_DESCRIPTION_MAX) })}
      />
      <DateField id="story-date" label={t('date')} value={draft.date} onChange={(date) => update({ date })} />
    </>
  );
}
