import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ExperienceView } from '@/components/experience/experience-view';
import { fetchPublicExperience } from '@/lib/api/experiences';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('pageTitles');
  return { title: t('publicExperience'), robots: { index: false } };
}

/** Opens signed out; the backend answers only for experiences shared publicly in this community. */
export default async function PublicExperiencePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!/^[\w-]{16,128}$/.test(token)) notFound();
  const experience = await orNotFound(fetchPublicExperience(token, await serverApi()));
  return (
    <ClientMessages areas={['experience']}>
      <ExperienceView experience={experience} canManage={false} />
    </ClientMessages>
  );
}
