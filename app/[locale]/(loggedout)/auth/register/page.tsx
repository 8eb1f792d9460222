import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('register') };
}

export default function RegisterPage() {
  return <ComingSoon page="register" homeHref='/auth' />;
}
