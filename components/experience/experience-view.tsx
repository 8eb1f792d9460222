import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { pictureSources } from '@/lib/shared/pictures/picture-sources';
import { displayName } from '@/lib/shared/roles';
import { formatExperienceDate } from '@/lib/format/date';
import { formatLocation } from '@/lib/format/location';
import { canAskRecognition, isCertified } from '@/lib/shared/format/recognition';
import { normalizeLink } from '@/lib/shared/validation/experience-rules';
import { CertificationList } from './certification-list';
import { ExperienceActions } from './experience-actions';
import { SkillStars } from '@/components/ui/skill-stars';
import { TagList } from '@/components/ui/tag-list';

/** The picture spans the view, which is at most 56rem wide (globals.css .experience-view). */
const VIEW_PICTURE_SIZES = '(min-width: 56rem) 56rem, 100vw';

type Props = {
  experience: TExperience;
  canManage: boolean;
  /** Beside each of its Open Badges (the learner's own page: their wallet). */
  credentialActions?: (publicId: string) => ReactNode;
};

/** One experience in full (spec §5 formats: location, DD/MM/YYYY • HH:mm, stars, normalised link). */
export async function ExperienceView({ experience, canManage, credentialActions }: Props) {
  const t = await getTranslations();
  const author = experience.userAttributes;
  const location = formatLocation(experience.addressAttributes);
  const link = normalizeLink(experience.link?.linkUrl);
  return (
    <article className="experience-view card">
      {experience.pictureUrl && (
        // The page's largest paint: fetched first, never lazily.
        // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
        <img
          className="experience-view__picture"
          {...pictureSources(experience.pictureUrl, { width: experience.pictureWidth, height: experience.pictureHeight })}
          sizes={VIEW_PICTURE_SIZES}
          alt={experience.pictureAlt ?? t('experience.view.pictureAlt')}
          width={experience.pictureWidth ?? 1200}
          height={experience.pictureHeight ?? 900}
          fetchPriority="high"
        />
      )}
      <div className="stack experience-view__body">
        <header className="experience-card__author">
          <UserAvatar user={author} alt={t('user.avatarAlt', { name: displayName(author) })} certified={experience.certificationAttributes.length > 0} certifiedLabel={t('user.certified')} />
          <div>
            <h1 className="h2">{displayName(author)}</h1>
            <p className="muted">
              <time dateTime={experience.date}>{formatExperienceDate(experience.date)}</time>
            </p>
          </div>
        </header>
        <p className="experience-view__description">{experience.description}</p>
        <dl className="facts">
          {location && (
            <>
              <dt>{t('experience.meta.address')}</dt>
              <dd>{location}</dd>
            </>
          )}
          {link && (
            <>
              <dt>{t('experience.meta.link')}</dt>
              <dd>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                </a>
              </dd>
            </>
          )}
          <dt>{t('experience.meta.sharing')}</dt>
          <dd>{t(`experience.share.${experience.sharingParameters}`)}</dd>
        </dl>
        <TagList tags={experience.tagsAttributes} label={t('experience.meta.tags')} />
        {experience.skillsAttributes.length > 0 && (
          <section aria-labelledby="experience-skills">
            <h2 id="experience-skills" className="h3">
              {t('experience.skills.title')}
            </h2>
            <ul className="skill-list">
              {experience.skillsAttributes.map((skill) => (
                <li key={skill.id} className="skill-row">
                  <span className="skill-row__name">{skill.name}</span>
                  {skill.certifiedLevel === null ? (
                    <SkillStars level={skill.level} label={t('experience.skills.level', { skill: skill.name, stars: String(skill.level + 1) })} />
                  ) : (
                    // Both levels side by side, each named: the learner's own and the teacher's.
                    <span className="skill-levels">
                      <span className="skill-level">
                        <span className="skill-level__who">{t('experience.skills.selfLevel')}</span>
                        <SkillStars level={skill.level} label={t('experience.skills.selfLevelLabel', { skill: skill.name, stars: String(skill.level + 1) })} />
                      </span>
                      <span className="skill-level skill-level--certified">
                        <span className="skill-level__who">{t('experience.skills.certifiedLevel')}</span>
                        <SkillStars level={skill.certifiedLevel} label={t('experience.skills.certifiedLevelLabel', { skill: skill.name, stars: String(skill.certifiedLevel + 1) })} />
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        <CertificationList certifications={experience.certificationAttributes} credentialActions={credentialActions} />
        {canManage && (
          <ExperienceActions
            id={experience.id}
            publicToken={experience.publicLink === 'live' ? experience.publicToken : null}
            canAskRecognition={canAskRecognition(experience)}
            certified={isCertified(experience)}
          />
        )}
      </div>
    </article>
  );
}
