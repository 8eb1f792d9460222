import { getTranslations } from 'next-intl/server';
import { EditExperiencePage } from '@/components/experience/edit-experience-page';
import { digitsParam, oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('editTitle') };
}

export default async function EditExperienceStepPage({ params }: { params: Promise<{ id: string; step: string }> }) {
  const { id, step } = await params;
  return (
    <ClientMessages areas={['experienceWizard']}>
      <EditExperiencePage id={digitsParam(id)} step={oneOf(step, ['meta', 'skills'] as const)} />
    </ClientMessages>
  );
}
