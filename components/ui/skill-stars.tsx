'use client';

import { Rating } from 'primereact/rating';
import { SKILL_STARS, levelForStars, starsForLevel } from '@/lib/format/stars';

type Props = { level: number | null; label: string; onChange?: (level: number) => void };

/** Spec §5: level + 1 stars out of 4; read-only unless a change handler is given. */
export function SkillStars({ level, label, onChange }: Props) {
  return (
    <Rating
      value={starsForLevel(level)}
      stars={SKILL_STARS}
      cancel={false}
      readOnly={!onChange}
      onChange={(e) => onChange?.(levelForStars(Number(e.value)))}
      aria-label={label}
      className="skill-stars"
    />
  );
}
