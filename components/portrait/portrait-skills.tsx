import { useTranslations } from 'next-intl';
import { SkillStars } from '@/components/ui/skill-stars';
import { starsForLevel } from '@/lib/format/stars';
import type { TPortraitSkill } from '@/lib/shared/validation/portrait';

/** The portrait's skills, best first, each with its stars (spec §5: level + 1 of 4) and a mark when certified. */
export function PortraitSkills({ skills, emptyMessage }: { skills: TPortraitSkill[]; emptyMessage: string }) {
  const t = useTranslations();
  if (skills.length === 0) return <p className="muted">{emptyMessage}</p>;
  return (
    <ul className="portrait-skills">
      {skills.map((skill) => (
        <li key={`${skill.skillId ?? 'custom'}-${skill.name}`} className="portrait-skills__item">
          <span className="portrait-skills__name">{skill.name}</span>
          <SkillStars level={skill.level} label={t('experience.skills.level', { skill: skill.name, stars: String(starsForLevel(skill.level)) })} />
          {skill.certified && (
            <span className="portrait-skills__certified">
              <span className="pi pi-verified" aria-hidden="true" /> {t('portrait.certified')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
