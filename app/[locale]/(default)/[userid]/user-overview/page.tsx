import { getTranslations } from 'next-intl/server';
import { UserOverviewView } from '@/components/journal/user-overview-view';
import { digitsParam } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('userOverview') };
}

export default async function UserOverviewPage({ params }: { params: Promise<{ userid: string }> }) {
  return (
    <ClientMessages areas={['journal', 'account']}>
      <UserOverviewView userId={digitsParam((await params).userid)} tab="index" />
    </ClientMessages>
  );
}
