import { getLocale } from 'next-intl/server';
import { fetchStory } from '@/lib/api/stories';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/routes';
import { StoryWizard } from './story-wizard';
import type { TStoryStep } from './story-steps';

/** Only the author edits (the API refuses others too); a reader who is not the author gets the view. */
export async function EditStoryPage({ id, step }: { id: number; step: TStoryStep }) {
  const [user, story] = await Promise.all([requireCurrentUser(), orNotFound(fetchStory(id, await serverApi()))]);
  if (story.userAttributes.id !== user.id) redirect({ href: ROUTES.storiesId(id), locale: await getLocale() });
  return <StoryWizard mode={{ kind: 'edit', id }} step={step} story={story} />;
}
