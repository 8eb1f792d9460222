import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('legal') };
}

export default function LegalPage() {
  return <ComingSoon page="legal" homeHref='/auth' />;
}
