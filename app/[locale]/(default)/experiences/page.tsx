import { getTranslations } from 'next-intl/server';
import { MyExperiences } from '@/components/experience/my-experiences';
import { getMyExperiencesQueryOptions } from '@/lib/api/experiences';
import { Prefetched } from '@/lib/api/hydrate';

export async function generateMetadata() {
  const t = await getTranslations('experience.list');
  return { title: t('title') };
}

export default async function ExperiencesPage() {
  const t = await getTranslations('experience.list');
  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      <Prefetched query={(api) => getMyExperiencesQueryOptions(0, api)}>
        <MyExperiences />
      </Prefetched>
    </div>
  );
}
