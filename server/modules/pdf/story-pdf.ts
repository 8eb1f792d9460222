import 'server-only';
import { eq } from 'drizzle-orm';
import { STORY_PICTURES_FOR_PDF } from '@/lib/shared/validation/story-rules';
import { displayName } from '@/lib/shared/roles';
import { localeOrDefault } from '@/lib/shared/i18n/locales';
import type { Database } from '../../db/client';
import { communities, users } from '../../db/schema';
import { InvalidError } from '../../platform/errors';
import type { StoryRow } from '../stories';
import { loadStoryWithExperiences } from '../stories';
import type { Viewer } from '../sharing';
import { pdfExperiencesOf, type StoryPdfInput } from './pdf-input';

/**
 * A story's PDF as its author asks for it: in the author's language, with the
 * story's experiences in order. Spec §5: a story is downloadable with exactly six pictures;
 * the layouts are designed for them, so the server holds the same rule as the menu.
 */
export async function readStoryPdfInput(db: Database, story: StoryRow, viewer: Viewer): Promise<StoryPdfInput> {
  const [[author], [community]] = await Promise.all([
    db.select({ firstname: users.firstname, lastname: users.lastname, locale: users.locale }).from(users).where(eq(users.id, story.userId)),
    db.select({ name: communities.name }).from(communities).where(eq(communities.id, story.communityId)),
  ]);
  const locale = localeOrDefault(author.locale);
  const loaded = await loadStoryWithExperiences(db, story.id, { ...viewer, locale });
  const shown = loaded?.experiences ?? [];
  if (loaded?.experiencePictures.length !== STORY_PICTURES_FOR_PDF) {
    throw new InvalidError({ id: [`A story needs exactly ${STORY_PICTURES_FOR_PDF} pictures to be downloaded`] });
  }
  return {
    locale,
    title: story.title,
    description: story.description,
    date: story.date.toISOString(),
    createdAt: story.createdAt.toISOString(),
    author: { name: displayName(author) },
    community: { name: community.name },
    experiences: await pdfExperiencesOf(db, shown),
  };
}
