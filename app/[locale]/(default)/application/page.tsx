import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/journal/application-view';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('overview');
  return { title: t('applicationTitle') };
}

export default function ApplicationIndexPage() {
  return (
    <ClientMessages areas={['journal']}>
      <ApplicationView tab={{ area: 'community', filter: 'index' }} />
    </ClientMessages>
  );
}
