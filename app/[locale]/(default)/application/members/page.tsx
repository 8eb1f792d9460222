import { getTranslations } from 'next-intl/server';
import { ApplicationView } from '@/components/journal/application-view';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('applicationMembers') };
}

export default function ApplicationMembersPage() {
  return <ApplicationView tab={{ area: 'members' }} />;
}
