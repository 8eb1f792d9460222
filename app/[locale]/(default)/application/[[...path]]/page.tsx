import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { applicationJournalOf } from '@/components/journal/application-path';
import { ApplicationView } from '@/components/journal/application-view';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('overview');
  return { title: t('applicationTitle') };
}

/** /application[/official][/<tab>]: the community's journal and the official one, each with its tabs (/application/members has its own page). */
export default async function ApplicationJournalPage({ params }: { params: Promise<{ path?: string[] }> }) {
  const tab = applicationJournalOf((await params).path);
  if (!tab) notFound();
  return (
    <ClientMessages areas={['journal']}>
      <ApplicationView tab={tab} />
    </ClientMessages>
  );
}
