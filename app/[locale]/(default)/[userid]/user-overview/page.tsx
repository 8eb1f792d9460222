import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';
import { digitsParam } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('userOverview') };
}

export default async function UserOverviewPage({ params }: { params: Promise<{ userid: string }> }) {
  const { userid } = await params;
  digitsParam(userid);
  return <ComingSoon page="userOverview" />;
}
