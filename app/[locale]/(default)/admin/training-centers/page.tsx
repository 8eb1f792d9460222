import { getTranslations } from 'next-intl/server';
import { applicationAreaTabs } from '@/components/journal/application-area-tabs';
import { ClientMessages } from '@/components/layout/client-messages';
import { TrainingCentersView } from '@/components/training-centers';
import { PageTabs } from '@/components/ui/page-tabs';
import { Prefetched } from '@/lib/api/hydrate';
import { getTrainingCentersQueryOptions } from '@/lib/api/training-centers';

export async function generateMetadata() {
  const t = await getTranslations('trainingCenters');
  return { title: t('title') };
}

/** Not in the spec: the community's training centers, for its admins (route-rules.ts), who edit and remove them. */
export default async function TrainingCentersPage() {
  const [t, areaTabs] = await Promise.all([getTranslations('trainingCenters'), applicationAreaTabs()]);
  return (
    <ClientMessages areas={['trainingCenters']}>
      <section className="stack" aria-labelledby="training-centers-title">
        <h1 id="training-centers-title" tabIndex={-1}>
          {t('title')}
        </h1>
        <PageTabs tabs={areaTabs} current="trainingCenters" />
        <Prefetched query={(api) => getTrainingCentersQueryOptions(api)}>
          <TrainingCentersView headingId="training-centers-title" />
        </Prefetched>
      </section>
    </ClientMessages>
  );
}
