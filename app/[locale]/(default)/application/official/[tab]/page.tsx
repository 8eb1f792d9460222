import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('applicationOfficial') };
}

export default async function ApplicationOfficialPage({ params }: { params: Promise<{ tab: string }> }) {
  const { tab } = await params;
  oneOf(tab, ['certified', 'experiences', 'stories']);
  return <ComingSoon page="applicationOfficial" />;
}
