import { getTranslations } from 'next-intl/server';
import { RecognitionCreatePage } from '@/components/recognition';
import { digitsParam, oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('recognition.create');
  return { title: t('title') };
}

export default async function RecognitionCreateStepPage({ params }: { params: Promise<{ id: string; step: string }> }) {
  const { id, step } = await params;
  return (
    <ClientMessages areas={['experience']}>
      <RecognitionCreatePage experienceId={digitsParam(id)} step={oneOf(step, ['certificator', 'remark'] as const)} />
    </ClientMessages>
  );
}
