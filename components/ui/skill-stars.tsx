'use client';

import { Rating } from 'primereact/rating';
import { SKILL_STARS, levelForStars, starsForLevel } from '@/lib/format/stars';

type Props = { level: number | null; label: string; onChange?: (level: number) => void };

/**
 * Spec §5: level + 1 stars out of 4; read-only unless a change handler is given. Read-only,
 * the stars are one image named by `label` (a plain div may not carry a name, says axe).
 */
export function SkillStars({ level, label, onChange }: Props) {
  if (!onChange) {
    return (
      <span role="img" aria-label={label} className="skill-stars__image">
        <Rating value={starsForLevel(level)} stars={SKILL_STARS} cancel={false} readOnly aria-hidden="true" className="skill-stars" />
      </span>
    );
  }
  // Editable, the stars are a group named by `label` (aria-label on Rating's plain div is prohibited, says axe).
  return (
    <span role="group" aria-label={label} className="skill-stars__group">
      <Rating value={starsForLevel(level)} stars={SKILL_STARS} cancel={false} onChange={(e) => onChange(levelForStars(Number(e.value)))} className="skill-stars" />
    </span>
  );
}
