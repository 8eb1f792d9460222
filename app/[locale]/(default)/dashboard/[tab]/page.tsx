import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { DASHBOARD_TABS, type TDashboardTab } from '@/lib/routes';

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
  return <DashboardView user={await requireCurrentUser()} tab={tab} />;
}
