import { getTranslations } from 'next-intl/server';
import { RecognitionSuccessView } from '@/components/recognition';
import { fetchRecognition } from '@/lib/api/recognitions';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('recognition.successPage');
  return { title: t('title') };
}

export default async function RecognitionSuccessPage({ params }: { params: Promise<{ id: string }> }) {
  const recognition = await orNotFound(fetchRecognition(digitsParam((await params).id), null, await serverApi()));
  return (
    <ClientMessages areas={['experience']}>
      <RecognitionSuccessView recognition={recognition} />
    </ClientMessages>
  );
}
