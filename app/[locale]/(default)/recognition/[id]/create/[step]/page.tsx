import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { digitsParam, oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('recognitionCreate') };
}

export default async function RecognitionCreatePage({ params }: { params: Promise<{ id: string; step: string }> }) {
  const { id, step } = await params;
  digitsParam(id);
  oneOf(step, ['certificator', 'remark']);
  return <ComingSoon page="recognitionCreate" />;
}
