import { getTranslations } from 'next-intl/server';
import { StoryWizard } from '@/components/story';
import { ClientMessages } from '@/components/layout/client-messages';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { Prefetched } from '@/lib/api/hydrate';

export async function generateMetadata() {
  const t = await getTranslations('story.wizard');
  return { title: t('createTitle') };
}

/**
 * The learner's experiences come with the page: the picker shows them without a second trip,
 * and the copy the service worker keeps lets a story be written offline from them.
 */
export default function CreateStoryPage() {
  return (
    <ClientMessages areas={['journal', 'story']}>
      <Prefetched query={(api) => getMyExperiencesInfiniteOptions(api)}>
        <StoryWizard mode={{ kind: 'create' }} step="index" />
      </Prefetched>
    </ClientMessages>
  );
}
