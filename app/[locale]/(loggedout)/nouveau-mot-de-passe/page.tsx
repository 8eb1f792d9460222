import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('newPassword') };
}

export default function NewPasswordPage() {
  return <ComingSoon page="newPassword" homeHref='/auth' />;
}
