import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { digitsParam, oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('userOverview') };
}

export default async function UserOverviewPage({ params }: { params: Promise<{ userid: string; tab: string }> }) {
  const { userid, tab } = await params;
  digitsParam(userid);
  oneOf(tab, ['certified', 'experiences', 'stories', 'portrait']);
  return <ComingSoon page="userOverview" />;
}
