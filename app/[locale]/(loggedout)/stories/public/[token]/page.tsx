import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { StoryView } from '@/components/story';
import { fetchPublicStory } from '@/lib/api/stories';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { ClientMessages } from '@/components/layout/client-messages';
import { publicPageMetadata } from '@/lib/meta/public-page-metadata';

type Props = { params: Promise<{ token: string }> };

const isToken = (token: string) => /^[\w-]{16,128}$/.test(token);
/** One read for the tags and the page; the backend answers only while the story is public, with its public experiences. */
const readStory = cache(async (token: string) => orNotFound(fetchPublicStory(token, await serverApi())));

/** The link's preview in a messaging app: the story's title, text and first public picture, as its page shows them. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ token }, t] = await Promise.all([params, getTranslations('pageTitles')]);
  if (!isToken(token)) return { title: t('publicStory'), robots: { index: false } };
  const story = await readStory(token);
  const shown = story.experiences.find((experience) => experience.pictureUrl);
  const picture = shown?.pictureUrl ? { url: shown.pictureUrl, width: shown.pictureWidth, height: shown.pictureHeight, alt: shown.pictureAlt } : null;
  return publicPageMetadata('stories', token, t('publicStory'), { title: story.title, description: story.description, picture });
}

/** Opens signed out; the backend answers only for stories shared publicly in this community, with their public experiences. */
export default async function PublicStoryPage({ params }: Props) {
  const { token } = await params;
  if (!isToken(token)) notFound();
  const story = await readStory(token);
  return (
    <ClientMessages areas={['journal', 'story']}>
      <StoryView story={story} canManage={false} linked={false} />
    </ClientMessages>
  );
}
