import { getTranslations } from 'next-intl/server';
import { EditExperiencePage } from '@/components/experience/edit-experience-page';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';
import { getFeaturesQueryOptions } from '@/lib/api/features';
import { Prefetched } from '@/lib/api/hydrate';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('editTitle') };
}

export default async function EditExperienceIndexPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages areas={['experienceWizard']}>
      {/* The picture step offers Unsplash when the backend has it: known as the page is drawn, so no button appears later. */}
      <Prefetched query={(api) => getFeaturesQueryOptions(api)}>
        <EditExperiencePage id={digitsParam((await params).id)} step="index" />
      </Prefetched>
    </ClientMessages>
  );
}
