import { getTranslations } from 'next-intl/server';
import { ExperienceWizard } from '@/components/experience/wizard/experience-wizard';
import { oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('createTitle') };
}

export default async function CreateExperienceStepPage({ params }: { params: Promise<{ step: string }> }) {
  const step = oneOf((await params).step, ['meta', 'skills'] as const);
  return (
    <ClientMessages areas={['experienceWizard']}>
      <ExperienceWizard mode={{ kind: 'create' }} step={step} />
    </ClientMessages>
  );
}
