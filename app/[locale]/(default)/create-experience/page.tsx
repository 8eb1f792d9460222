import { getTranslations } from 'next-intl/server';
import { ExperienceWizard } from '@/components/experience/wizard/experience-wizard';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('createTitle') };
}

export default function CreateExperiencePage() {
  return (
    <ClientMessages areas={['experienceWizard']}>
      <ExperienceWizard mode={{ kind: 'create' }} step="index" />
    </ClientMessages>
  );
}
