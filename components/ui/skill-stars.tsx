'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Rating } from 'primereact/rating';
import { SKILL_STARS, levelForStars, starsForLevel } from '@/lib/format/stars';

type Props = { level: number | null; label: string; onChange?: (level: number) => void };

/** One to SKILL_STARS, each with its meaning in messages (experience.skills.levels). */
const STAR_COUNTS = [1, 2, 3, 4] as const satisfies readonly number[] & { length: typeof SKILL_STARS };

type TStars = (typeof STAR_COUNTS)[number];

/** "2 of 4: Practising": a number of stars and what it means, as a screen reader should hear it. */
export function useStarsInWords() {
  const t = useTranslations('experience.skills');
  return (stars: number) => t('starOf', { stars: String(stars), max: String(SKILL_STARS), meaning: t(`levels.${stars as TStars}`) });
}

/**
 * Spec §5: level + 1 stars out of 4; read-only unless a change handler is given. Read-only, the
 * stars are one image named by `label` (a plain div may not carry a name, says axe). Editable,
 * they are a radio group named by `label`: each star a radio whose name says its value and its
 * meaning ("2 of 4: Practising"), checked when chosen; the browser's radios give the arrow keys.
 */
export function SkillStars({ level, label, onChange }: Props) {
  if (!onChange) {
    return (
      <span role="img" aria-label={label} className="skill-stars__image">
        <Rating value={starsForLevel(level)} stars={SKILL_STARS} cancel={false} readOnly aria-hidden="true" className="skill-stars" />
      </span>
    );
  }
  return <StarRadios level={level} label={label} onChange={onChange} />;
}

function StarRadios({ level, label, onChange }: Required<Pick<Props, 'onChange'>> & Omit<Props, 'onChange'>) {
  const inWords = useStarsInWords();
  const name = useId();
  const chosen = starsForLevel(level);
  return (
    <fieldset className="skill-stars__group">
      <legend className="visually-hidden">{label}</legend>
      {STAR_COUNTS.map((stars) => (
        <label key={stars} className="skill-star">
          <input type="radio" name={name} value={stars} checked={chosen === stars} onChange={() => onChange(levelForStars(stars))} className="skill-star__input" />
          <span className={`pi ${stars <= chosen ? 'pi-star-fill' : 'pi-star'} skill-star__icon`} aria-hidden="true" />
          <span className="visually-hidden">{inWords(stars)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The scale in words, wherever stars are set: what 1 to 4 stars mean. */
export function SkillLevelLegend() {
  const t = useTranslations('experience.skills');
  const inWords = useStarsInWords();
  return (
    <p className="muted small skill-legend">
      {t('legendTitle')}{' '}
      {STAR_COUNTS.map((stars, index) => (
        <span key={stars}>
          {index > 0 && ' · '}
          {/* Seen: the stars and the word; heard: "2 of 4: Practising". */}
          <span aria-hidden="true">
            {'★'.repeat(stars)} {t(`levels.${stars}`)}
          </span>
          <span className="visually-hidden">{inWords(stars)}</span>
        </span>
      ))}
    </p>
  );
}
