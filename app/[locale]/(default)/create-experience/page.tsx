import { getTranslations } from 'next-intl/server';
import { ExperienceWizard } from '@/components/experience/wizard/experience-wizard';
import { ClientMessages } from '@/components/layout/client-messages';
import { getFeaturesQueryOptions } from '@/lib/api/features';
import { Prefetched } from '@/lib/api/hydrate';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('createTitle') };
}

export default function CreateExperiencePage() {
  return (
    <ClientMessages areas={['experienceWizard']}>
      {/* The picture step offers Unsplash when the backend has it: known as the page is drawn, so no button appears later. */}
      <Prefetched query={(api) => getFeaturesQueryOptions(api)}>
        <ExperienceWizard mode={{ kind: 'create' }} step="index" />
      </Prefetched>
    </ClientMessages>
  );
}
