import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { MyExperiences } from '@/components/experience/my-experiences';
import { getMyExperiencesQueryOptions } from '@/lib/api/experiences';
import { serverApi } from '@/lib/api/server';
import { getServerQueryClient } from '@/lib/api/server-query-client';

export async function generateMetadata() {
  const t = await getTranslations('experience.list');
  return { title: t('title') };
}

export default async function ExperiencesPage() {
  const [t, queryClient] = await Promise.all([getTranslations('experience.list'), getServerQueryClient()]);
  await queryClient.prefetchQuery(getMyExperiencesQueryOptions(0, await serverApi()));
  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MyExperiences />
      </HydrationBoundary>
    </div>
  );
}
