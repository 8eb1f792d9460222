import { getTranslations } from 'next-intl/server';
import { UserOverviewView } from '@/components/journal/user-overview-view';
import { digitsParam, oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('userOverview') };
}

export default async function UserOverviewTabPage({ params }: { params: Promise<{ userid: string; tab: string }> }) {
  const { userid, tab } = await params;
  return (
    <ClientMessages areas={['journal', 'account']}>
      <UserOverviewView userId={digitsParam(userid)} tab={oneOf(tab, ['certified', 'experiences', 'stories', 'portrait'] as const)} />
    </ClientMessages>
  );
}
