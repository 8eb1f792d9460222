import { getTranslations } from 'next-intl/server';
import { RecognitionCreatePage } from '@/components/recognition';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('recognition.create');
  return { title: t('title') };
}

/** Spec §2: the "index" step, the skills to certify. */
export default async function RecognitionSkillsStepPage({ params }: { params: Promise<{ id: string }> }) {
  return (
    <ClientMessages areas={['experience']}>
      <RecognitionCreatePage experienceId={digitsParam((await params).id)} step="index" />
    </ClientMessages>
  );
}
