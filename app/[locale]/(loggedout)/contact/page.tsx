import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('contact') };
}

export default function ContactPage() {
  return <ComingSoon page="contact" homeHref='/auth' />;
}
