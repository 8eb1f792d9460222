'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { flattenSkills } from '@/lib/shared/format/skills';
import { formatLocation } from '@/lib/format/location';
import { isCertified, isRecognitionPending } from '@/lib/shared/format/recognition';
import { truncateDescription } from '@/lib/format/truncate';
import { Link } from '@/lib/i18n/navigation';
import { CardAuthor } from './card-author';
import { CardMenu } from './card-menu';
import { useShake } from './use-shake';
import { TagList } from '@/components/ui/tag-list';
import { CardPicture } from '@/components/ui/card-picture';

const CARD_LEVELS_SHOWN = 3;

/**
 * Spec §4 card: expand/collapse, 130-character truncation, shake on change, recognition badge.
 * `eager`: above the fold on a phone, so not lazy; `first`: the page's largest paint, fetched first.
 */
export function ExperienceJournalCard({ experience, viewerId, eager, first = false }: { experience: TExperience; viewerId: number | null; eager: boolean; first?: boolean }) {
  const t = useTranslations('journal');
  const [expanded, setExpanded] = useState(false);
  const shaking = useShake(`${experience.updatedAt}|${experience.description}`);
  const pending = isRecognitionPending(experience.microRecognition);
  const { text, truncated } = truncateDescription(experience.description);
  const showMenu = experience.userAttributes.id === viewerId;
  const location = formatLocation(experience.addressAttributes);
  const certifiedSkills = flattenSkills(experience.skillsAttributes).filter((skill) => skill.certifiedLevel !== null);

  return (
    <article
      className={`experience-card journal-card${shaking ? ' shake' : ''}`}
      aria-label={t('kind.experience')}
      data-testid="journal-card"
    >
      <div className="journal-card__top">
        <CardAuthor author={experience.userAttributes} viewerId={viewerId} createdAt={experience.createdAt} certified={isCertified(experience)} />
        {showMenu && <CardMenu item={experience} />}
      </div>
      {experience.pictureUrl && (
        // A second way to the same page, kept out of the tab order; screen readers meet it only when
        // the learner described the photo, since an undescribed photo says nothing the card does not.
        <Link prefetch={false} href={`/experiences/${experience.id}`} tabIndex={-1} aria-hidden={experience.pictureAlt === null}>
          <CardPicture picture={{ ...experience, pictureUrl: experience.pictureUrl }} eager={eager} first={first} />
        </Link>
      )}
      <div className="experience-card__body">
        {/* Spec §4 asks for a badge and a panel; one banner holds both, so they do not say it twice. */}
        {pending && (
          <p className="recognition-panel" role="status">
            <span className="badge badge--pending">{t('recognition.pendingBadge')}</span> {t('recognition.pendingPanel')}
          </p>
        )}
        <p className="experience-card__description">
          <Link prefetch={false} href={`/experiences/${experience.id}`} className="journal-card__title">
            {expanded ? experience.description : text}
          </Link>
        </p>
        {truncated && (
          <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('showLess') : t('showMore')}
          </button>
        )}
        {location && (
          <p className="muted small">
            <span className="pi pi-map-marker" aria-hidden="true" /> {location}
          </p>
        )}
        {certifiedSkills.length > 0 && (
          // Both levels of what a teacher certified, in words: the learner's and the teacher's (a few; the page has all).
          <ul className="card-levels small" aria-label={t('certifiedLevels')}>
            {certifiedSkills.slice(0, CARD_LEVELS_SHOWN).map((skill) => (
              <li key={skill.id}>{t('levelPair', { skill: skill.name, self: skill.level + 1, teacher: skill.certifiedLevel! + 1 })}</li>
            ))}
          </ul>
        )}
        <TagList tags={experience.tagsAttributes} label={t('tags')} />
      </div>
    </article>
  );
}
