import { getTranslations } from 'next-intl/server';
import { UserOverviewView } from '@/components/journal/user-overview-view';
import { digitsParam, oneOf } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('userOverview') };
}

export default async function UserOverviewTabPage({ params }: { params: Promise<{ userid: string; tab: string }> }) {
  const { userid, tab } = await params;
  return <UserOverviewView userId={digitsParam(userid)} tab={oneOf(tab, ['certified', 'experiences', 'stories', 'portrait'] as const)} />;
}
