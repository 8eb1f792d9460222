import { getFormatter, getTranslations } from 'next-intl/server';
import { ExperienceCard } from '@/components/experience';
import { UserAvatar } from '@/components/ui/user-avatar';
import { displayName } from '@/lib/shared/roles';
import type { TStoryWithExperiences } from '@/lib/shared/validation/story';
import { StoryActions } from './story-actions';

type Props = {
  story: TStoryWithExperiences;
  /** The author, allowed to write: the actions show. */
  canManage: boolean;
  /** A signed-in reader opens each experience; a reader of the public link stays on the story. */
  linked: boolean;
};

/** One story (spec §2 /stories/{id} and its public page): its text, then its experiences in order. */
export async function StoryView({ story, canManage, linked }: Props) {
  const t = await getTranslations();
  const format = await getFormatter();
  const author = story.userAttributes;
  return (
    <article className="stack story-view">
      <header className="card stack">
        <div className="experience-card__author">
          <UserAvatar user={author} alt={t('user.avatarAlt', { name: displayName(author) })} />
          <div>
            <p className="muted small">
              {t('journal.kind.story')} · {displayName(author)}
            </p>
            <h1 className="h2 story-view__title">{story.title}</h1>
            <p className="muted small">
              <time dateTime={story.date}>{format.dateTime(new Date(story.date), { dateStyle: 'long' })}</time>
              {' · '}
              {t('story.view.count', { count: story.experiences.length })}
            </p>
          </div>
        </div>
        {story.description && <p className="story-view__description">{story.description}</p>}
        {canManage && <StoryActions story={story} />}
      </header>
      {story.experiences.length > 0 ? (
        <ol className="card-grid story-view__experiences" aria-label={t('story.view.experiences')}>
          {story.experiences.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} linked={linked} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state card muted">{t('story.view.noneVisible')}</p>
      )}
    </article>
  );
}
