'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Checkbox } from 'primereact/checkbox';
import { RadioButton } from 'primereact/radiobutton';
import { CardPlaceholders } from '@/components/ui/card-placeholders';
import { LoadError } from '@/components/ui/load-error';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { useLoadMore } from '@/lib/hooks/use-load-more';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { ExperienceCard } from './experience-card';
import { ExperienceRow } from './experience-row';

/** The feature's own words: what the list is for, how many are picked, a choice before and after it is picked. */
export type TPickerWords = { legend: string; count: string; pick: string; position: (position: number) => string; empty: string };

type Props = {
  idPrefix: string;
  selected: number[];
  max: number;
  onToggle: (id: number) => void;
  words: TPickerWords;
  /** Shown beneath the count, e.g. "pick at least one". */
  error?: string | null;
  /** Why an experience cannot be picked now (a story refuses one under recognition), or null. */
  blockedReason?: (experience: TExperience) => string | null;
  /** Spec §2 single-select mode: picking another replaces the pick (the caller's onToggle does), so none is ever disabled for being full. */
  single?: boolean;
  /** 'list': one compact row each, where the text decides the pick (a recognition's); 'grid': cards, where the pictures do (a story's). */
  layout?: 'grid' | 'list';
};

/**
 * The author's own experiences as a grid to pick from (spec §2: 1, 2 then 3 columns, picked in
 * order, page after page, three placeholder cards while loading), for the story draft and the
 * portrait's highlights. One already picked stays unpickable-proof: it can always be taken out.
 */
export function ExperiencePicker({ idPrefix, selected, max, onToggle, words, error, blockedReason, single = false, layout = 'grid' }: Props) {
  const t = useTranslations('experience.picker');
  const query = useInfiniteQuery(getMyExperiencesInfiniteOptions());
  const sentinel = useLoadMore(query);

  const full = !single && selected.length >= max;
  return (
    <fieldset className="field fieldset experience-picker" aria-describedby={`${idPrefix}-count`}>
      <legend>{words.legend}</legend>
      <p id={`${idPrefix}-count`} className="muted" aria-live="polite">
        {words.count}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {query.isPending ? (
        <CardPlaceholders label={t('loading')} />
      ) : query.isError ? (
        <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <ul className={layout === 'list' ? 'experience-picker__list' : 'card-grid'}>
            {query.data.pages
              .flatMap((page) => page.paginatedResults)
              .map((experience) => {
                const position = selected.indexOf(experience.id);
                const picked = position >= 0;
                const blocked = picked ? null : (blockedReason?.(experience) ?? null);
                const disabled = !picked && (blocked !== null || full);
                const inputId = `${idPrefix}-experience-${experience.id}`;
                const itemClass = `experience-picker__item${layout === 'list' ? ' experience-picker__item--row' : ''}${picked ? ' experience-picker__item--picked' : ''}${disabled ? ' experience-picker__item--disabled' : ''}`;
                const choice = { inputId, checked: picked, disabled, onChange: () => onToggle(experience.id), 'aria-describedby': blocked ? `${inputId}-blocked` : undefined };
                const input = single ? <RadioButton {...choice} name={`${idPrefix}-experience`} value={experience.id} /> : <Checkbox {...choice} />;
                const blockedNote = blocked && (
                  <small id={`${inputId}-blocked`} className="muted">
                    {blocked}
                  </small>
                );
                if (layout === 'list') {
                  // The whole row is the choice's label: a tap anywhere on it picks, and the text names it.
                  return (
                    <li key={experience.id} className={itemClass}>
                      <div className="experience-picker__choice">
                        {input}
                        <label htmlFor={inputId}>
                          <ExperienceRow experience={experience} />
                        </label>
                        {blockedNote}
                      </div>
                    </li>
                  );
                }
                return (
                  <li key={experience.id} className={itemClass}>
                    <div className="experience-picker__choice">
                      {input}
                      <label htmlFor={inputId}>
                        {picked ? words.position(position + 1) : words.pick}
                        {/* Many checkboxes share the visible words: each is named by its experience too. */}
                        <span className="visually-hidden">: {experience.description}</span>
                      </label>
                      {blockedNote}
                    </div>
                    <ExperienceCard experience={experience} linked={false} />
                  </li>
                );
              })}
          </ul>
          {query.data.pages[0].paginatedResults.length === 0 && <p className="muted">{words.empty}</p>}
          {query.isFetchingNextPage && <CardPlaceholders label={t('loadingMore')} />}
          <div ref={sentinel} aria-hidden="true" className="journal__sentinel" />
        </>
      )}
    </fieldset>
  );
}
