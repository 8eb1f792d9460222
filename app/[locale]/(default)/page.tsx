import { getTranslations } from 'next-intl/server';
import { DashboardJournal } from '@/components/dashboard/dashboard-journal';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('dashboard');
  return { title: t('title') };
}

/** The dashboard's first tab, its own page: it imports only the journal, not the other tabs' forms, whose scripts it would otherwise load. */
export default async function DashboardIndexPage() {
  const user = await requireCurrentUser();
  return (
    <ClientMessages areas={['journal']}>
      <DashboardView user={user} tab="index">
        <DashboardJournal user={user} filter="index" />
      </DashboardView>
    </ClientMessages>
  );
}
