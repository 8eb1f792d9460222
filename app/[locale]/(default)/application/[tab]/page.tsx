import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/journal/application-view';
import { oneOf } from '@/lib/route-params';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('overview');
  return { title: t('applicationTitle') };
}

export default async function ApplicationTabPage({ params }: { params: Promise<{ tab: string }> }) {
  const filter = oneOf((await params).tab, ['certified', 'experiences', 'stories'] as const);
  return (
    <ClientMessages areas={['journal']}>
      <ApplicationView tab={{ area: 'community', filter }} />
    </ClientMessages>
  );
}
