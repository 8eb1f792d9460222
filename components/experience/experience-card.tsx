import { useTranslations } from 'next-intl';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import { displayName } from '@/lib/shared/roles';
import { formatExperienceDate } from '@/lib/format/date';
import { formatLocation } from '@/lib/format/location';
import { Link } from '@/lib/i18n/navigation';
import { UserAvatar } from '@/components/ui/user-avatar';
import { TagList } from '@/components/ui/tag-list';
import { CardPicture } from '@/components/ui/card-picture';

/**
 * `preview`: the wizard's card of a draft; `linked` (default): the card opens the experience,
 * which a reader signed out (a public story) or a picker (the story draft) must not do.
 */
type Props = { experience: TExperience; preview?: boolean; linked?: boolean };

/** The experience as a card: picture, author, date, place, description and tags. */
export function ExperienceCard({ experience, preview = false, linked = true }: Props) {
  const t = useTranslations();
  const author = experience.userAttributes;
  const location = formatLocation(experience.addressAttributes);
  const body = (
    <>
      {experience.pictureUrl && <CardPicture picture={{ ...experience, pictureUrl: experience.pictureUrl }} />}
      <div className="experience-card__body">
        <div className="experience-card__author">
          <UserAvatar user={author} size="sm" alt={t('user.avatarAlt', { name: displayName(author) })} certified={experience.certificationAttributes.length > 0} certifiedLabel={t('user.certified')} />
          <div>
            <strong>{displayName(author)}</strong>
            <div className="muted small">
              <time dateTime={experience.date}>{formatExperienceDate(experience.date)}</time>
              {location && <> · {location}</>}
            </div>
          </div>
        </div>
        <p className="experience-card__description">{experience.description}</p>
        <TagList tags={experience.tagsAttributes} label={t('experience.meta.tags')} />
        <span className="badge">{t(`experience.share.${experience.sharingParameters}`)}</span>
      </div>
    </>
  );
  if (preview) {
    return (
      <article className="experience-card experience-card--preview" aria-label={t('experience.wizard.preview')}>
        {body}
      </article>
    );
  }
  if (!linked) return <article className="experience-card">{body}</article>;
  return (
    <article className="experience-card">
      <Link prefetch={false} href={`/experiences/${experience.id}`} className="experience-card__link">
        {body}
      </Link>
    </article>
  );
}
