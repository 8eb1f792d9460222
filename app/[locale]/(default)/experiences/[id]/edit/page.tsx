import { getTranslations } from 'next-intl/server';
import { EditExperiencePage } from '@/components/experience/edit-experience-page';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('editTitle') };
}

export default async function EditExperienceIndexPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages areas={['experienceWizard']}>
      <EditExperiencePage id={digitsParam((await params).id)} step="index" />
    </ClientMessages>
  );
}
