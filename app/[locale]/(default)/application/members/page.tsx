import { getTranslations } from 'next-intl/server';
import { ComingSoon } from '@/components/ui/coming-soon';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('applicationMembers') };
}

export default function ApplicationMembersPage() {
  return <ComingSoon page="applicationMembers" />;
}
