import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { StoryView } from '@/components/story';
import { fetchPublicStory } from '@/lib/api/stories';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('publicStory'), robots: { index: false } };
}

/** Opens signed out; the backend answers only for stories shared publicly in this community, with their public experiences. */
export default async function PublicStoryPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!/^[\w-]{16,128}$/.test(token)) notFound();
  const story = await orNotFound(fetchPublicStory(token, await serverApi()));
  return (
    <ClientMessages areas={['journal', 'story']}>
      <StoryView story={story} canManage={false} linked={false} />
    </ClientMessages>
  );
}
