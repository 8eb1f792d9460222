'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ExperienceCard } from '@/components/experience';
import { CardPlaceholders } from '@/components/ui/card-placeholders';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/stories';
import { isRecognitionPending } from '@/lib/format/recognition';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import { STORY_EXPERIENCES_MAX } from '@/lib/validation/story-rules';
import { useStoryDraft } from './story-draft';

/**
 * The story draft's "edit experiences" grid (spec §2): the author's own experiences, 1, 2 then
 * 3 columns, picked in the order the story will tell them, page after page, with three
 * placeholder cards while loading. An experience whose recognition is under way cannot be
 * picked (spec §4) and says why; one already in the story stays, so that editing loses nothing.
 */
export function ExperiencePicker({ showErrors }: { showErrors: boolean }) {
  const t = useTranslations('story.picker');
  const selected = useStoryDraft((s) => s.draft.experienceIds);
  const toggle = useStoryDraft((s) => s.toggleExperience);
  const query = useInfiniteQuery(getMyExperiencesInfiniteOptions());
  const sentinel = useLoadMore(query);

  const full = selected.length >= STORY_EXPERIENCES_MAX;
  return (
    <fieldset className="field fieldset story-picker" aria-describedby="story-picker-count">
      <legend>{t('legend')}</legend>
      <p id="story-picker-count" className="muted" aria-live="polite">
        {t('count', { count: String(selected.length), max: String(STORY_EXPERIENCES_MAX) })}
      </p>
      {showErrors && selected.length === 0 && (
        <p className="field-error" role="alert">
          {t('required')}
        </p>
      )}
      {query.isPending ? (
        <CardPlaceholders label={t('loading')} />
      ) : query.isError ? (
        <div className="empty-state" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="p-button p-button-outlined" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <>
          <ul className="card-grid">
            {query.data.pages
              .flatMap((page) => page.paginatedResults)
              .map((experience) => {
                const position = selected.indexOf(experience.id);
                const picked = position >= 0;
                const pending = isRecognitionPending(experience.microRecognition);
                const disabled = !picked && (pending || full);
                const inputId = `story-experience-${experience.id}`;
                return (
                  <li key={experience.id} className={`story-picker__item${picked ? ' story-picker__item--picked' : ''}${disabled ? ' story-picker__item--disabled' : ''}`}>
                    <div className="story-picker__choice">
                      <input id={inputId} type="checkbox" checked={picked} disabled={disabled} onChange={() => toggle(experience.id)} aria-describedby={pending ? `${inputId}-pending` : undefined} />
                      <label htmlFor={inputId}>
                        {picked ? t('position', { position: String(position + 1) }) : t('pick')}
                        {/* Many checkboxes share the visible words: each is named by its experience too. */}
                        <span className="visually-hidden">: {experience.description}</span>
                      </label>
                      {pending && (
                        <small id={`${inputId}-pending`} className="muted">
                          {t('pending')}
                        </small>
                      )}
                    </div>
                    <ExperienceCard experience={experience} linked={false} />
                  </li>
                );
              })}
          </ul>
          {query.data.pages[0].paginatedResults.length === 0 && <p className="muted">{t('empty')}</p>}
          {query.isFetchingNextPage && <CardPlaceholders label={t('loadingMore')} />}
          <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
        </>
      )}
    </fieldset>
  );
}

