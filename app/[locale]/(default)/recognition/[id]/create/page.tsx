import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { digitsParam } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('recognitionCreate') };
}

export default async function RecognitionCreatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  digitsParam(id);
  return <ComingSoon page="recognitionCreate" />;
}
