import { getTranslations } from 'next-intl/server';
import { StoryWizard } from '@/components/story';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('story.wizard');
  return { title: t('createTitle') };
}

export default function CreateStoryPage() {
  return (
    <ClientMessages areas={['journal', 'story']}>
      <StoryWizard mode={{ kind: 'create' }} step="index" />
    </ClientMessages>
  );
}
