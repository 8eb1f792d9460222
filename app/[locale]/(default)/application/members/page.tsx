import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/journal/application-view';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('applicationMembers') };
}

export default function ApplicationMembersPage() {
  return (
    <ClientMessages areas={['journal']}>
      <ApplicationView tab={{ area: 'members' }} />
    </ClientMessages>
  );
}
