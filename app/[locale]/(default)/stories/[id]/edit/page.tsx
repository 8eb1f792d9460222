import { getTranslations } from 'next-intl/server';
import { EditStoryPage } from '@/components/story';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('story.wizard');
  return { title: t('editTitle') };
}

export default async function EditStoryIndexPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages areas={['journal', 'story']}>
      <EditStoryPage id={digitsParam((await params).id)} step="index" />
    </ClientMessages>
  );
}
