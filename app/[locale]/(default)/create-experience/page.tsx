import { getTranslations } from 'next-intl/server';
import { ExperienceWizard } from '@/components/experience/wizard/experience-wizard';

export async function generateMetadata() {
  const t = await getTranslations('experience.wizard');
  return { title: t('createTitle') };
}

export default function CreateExperiencePage() {
  return <ExperienceWizard mode={{ kind: 'create' }} step="index" />;
}
