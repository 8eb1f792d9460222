import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('faq') };
}

export default function FaqPage() {
  return <ComingSoon page="faq" homeHref='/auth' />;
}
