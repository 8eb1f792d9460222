import { getTranslations } from 'next-intl/server';
import { StoryWizard } from '@/components/story';

export async function generateMetadata() {
  const t = await getTranslations('story.wizard');
  return { title: t('createTitle') };
}

export default function CreateStoryPage() {
  return <StoryWizard mode={{ kind: 'create' }} step="index" />;
}
