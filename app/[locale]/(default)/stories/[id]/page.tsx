import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { StoryView } from '@/components/story';
import { fetchStory } from '@/lib/api/stories';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { canWrite } from '@/lib/shared/roles';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('story') };
}

export default async function StoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = digitsParam((await params).id);
  const [user, story] = await Promise.all([requireCurrentUser(), orNotFound(fetchStory(id, await serverApi()))]);
  return (
    <ClientMessages areas={['journal', 'story']}>
      <>
        <BackLink href="/" />
        <StoryView story={story} canManage={story.userAttributes.id === user.id && canWrite(user)} linked />
      </>
    </ClientMessages>
  );
}
