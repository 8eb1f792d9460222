import { formatExperienceDate } from '@/lib/format/date';
import { pictureSources } from '@/lib/shared/pictures/picture-sources';
import type { TExperience } from '@/lib/shared/validation/experience-answer';

/**
 * An experience on one line, to pick from a list a phone shows five at a time: a thumbnail (the
 * smallest rendition; decorative, the words beside it say what it is), its text cut at two lines,
 * and its date.
 */
export function ExperienceRow({ experience }: { experience: TExperience }) {
  return (
    <span className="experience-row">
      {experience.pictureUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
        <img
          className="experience-row__picture"
          {...pictureSources(experience.pictureUrl, { width: experience.pictureWidth, height: experience.pictureHeight })}
          sizes="4rem"
          alt=""
          width={64}
          height={48}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="experience-row__picture experience-row__picture--none" aria-hidden="true">
          <span className="pi pi-image" />
        </span>
      )}
      <span className="experience-row__text">
        <span className="experience-row__description">{experience.description}</span>
        <time className="muted small" dateTime={experience.date}>
          {formatExperienceDate(experience.date)}
        </time>
      </span>
    </span>
  );
}
