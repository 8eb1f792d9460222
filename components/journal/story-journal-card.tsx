'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TStory } from '@/lib/shared/validation/story';
import { truncateDescription } from '@/lib/format/truncate';
import { pictureSources } from '@/lib/shared/pictures/picture-sources';
import { CARD_PICTURE_SIZES, HALF_CARD_PICTURE_SIZES } from '@/components/ui/picture-sizes';
import { Link } from '@/lib/i18n/navigation';
import { CardAuthor } from './card-author';
import { CardMenu } from './card-menu';
import { useShake } from './use-shake';

/**
 * A story card: its title and the pictures of its experiences. With `redirectToPublic` (spec §2:
 * "a story card can open it in a new browser tab when set to redirect to public"), a public
 * story's title opens its public page in a new tab: the page a school shares outside.
 */
export function StoryJournalCard({ story, viewerId, redirectToPublic = false }: { story: TStory; viewerId: number | null; redirectToPublic?: boolean }) {
  const t = useTranslations('journal');
  const [expanded, setExpanded] = useState(false);
  const shaking = useShake(`${story.updatedAt}|${story.title}`);
  const { text, truncated } = truncateDescription(story.description);
  const showMenu = story.userAttributes.id === viewerId;
  const pictures = story.experiencePictures.slice(0, 4);
  return (
    <article className={`experience-card journal-card story-card${shaking ? ' shake' : ''}`} aria-label={t('kind.story')} data-testid="journal-card">
      <div className="journal-card__top">
        <CardAuthor author={story.userAttributes} viewerId={viewerId} createdAt={story.createdAt} certified={false} />
        {showMenu && <CardMenu item={story} />}
      </div>
      {pictures.length > 0 && (
        <div className={`story-card__pictures story-card__pictures--${pictures.length}`} aria-hidden="true">
          {pictures.map((picture, index) => (
            // eslint-disable-next-line @next/next/no-img-element -- content-hashed, immutable pictures served by the backend
            <img key={`${picture.pictureUrl}-${index}`} {...pictureSources(picture.pictureUrl)} sizes={pictures.length === 1 ? CARD_PICTURE_SIZES : HALF_CARD_PICTURE_SIZES} alt="" width={400} height={300} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
      <div className="experience-card__body">
        <span className="badge">
          <span className="pi pi-book" aria-hidden="true" /> {t('kind.story')} · {t('storyPictures', { count: String(story.experiencePictures.length) })}
        </span>
        <h2 className="h3 story-card__title">
          {redirectToPublic && story.publicLink === 'live' && story.publicToken ? (
            <Link prefetch={false} href={`/stories/public/${story.publicToken}`} target="_blank" rel="noopener noreferrer">
              {story.title} <span className="pi pi-external-link small" aria-hidden="true" />
              <span className="visually-hidden"> ({t('opensInNewTab')})</span>
            </Link>
          ) : (
            <Link prefetch={false} href={`/stories/${story.id}`}>{story.title}</Link>
          )}
        </h2>
        {story.description && <p className="experience-card__description">{expanded ? story.description : text}</p>}
        {truncated && (
          <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('showLess') : t('showMore')}
          </button>
        )}
      </div>
    </article>
  );
}
