import { getTranslations } from 'next-intl/server';
import { DashboardView } from '@/components/dashboard/dashboard-view';
import { requireCurrentUser } from '@/lib/auth/require-user';

export async function generateMetadata() {
  const t = await getTranslations('dashboard');
  return { title: t('title') };
}

export default async function DashboardIndexPage() {
  return <DashboardView user={await requireCurrentUser()} tab="index" />;
}
