import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccountSettings } from '@/components/account';
import { DashboardJournal } from '@/components/dashboard/dashboard-journal';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { ProfileSummary } from '@/components/dashboard/profile-summary';
import { MyPortrait } from '@/components/portrait';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { canWrite } from '@/lib/shared/roles';
import { DASHBOARD_TABS, type TDashboardTab } from '@/lib/routes';
import { ClientMessages } from '@/components/layout/client-messages';

type Props = { params: Promise<{ tab: string }> };

const isTab = (tab: string): tab is Exclude<TDashboardTab, 'index'> => tab !== 'index' && (DASHBOARD_TABS as readonly string[]).includes(tab);

export async function generateMetadata({ params }: Props) {
  const { tab } = await params;
  const t = await getTranslations('dashboard');
  return { title: isTab(tab) ? t(`tabs.${tab}`) : t('title') };
}

export default async function DashboardTabPage({ params }: Props) {
  const { tab } = await params;
  if (!isTab(tab)) notFound();
  const user = await requireCurrentUser();
  return (
    <ClientMessages areas={['journal', 'account']}>
      <DashboardView user={user} tab={tab}>
        {tab === 'profile' ? (
          <>
            <section className="card">
              <ProfileSummary user={user} />
            </section>
            <AccountSettings user={user} />
          </>
        ) : tab === 'portrait' ? (
          <MyPortrait userId={user.id} canEdit={canWrite(user)} />
        ) : (
          <DashboardJournal user={user} filter={tab} />
        )}
      </DashboardView>
    </ClientMessages>
  );
}
