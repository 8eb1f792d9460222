import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('redirect') };
}

export default function RedirectPage() {
  return <ComingSoon page="redirect" homeHref='/auth' />;
}
