import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('createExperience') };
}

export default async function CreateExperiencePage({ params }: { params: Promise<{ step: string }> }) {
  const { step } = await params;
  oneOf(step, ['meta', 'skills']);
  return <ComingSoon page="createExperience" />;
}
