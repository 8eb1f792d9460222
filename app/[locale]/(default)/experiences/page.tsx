import { getTranslations } from 'next-intl/server';
import { MyExperiences } from '@/components/journal';
import { getMyExperiencesInfiniteOptions } from '@/lib/api/experiences';
import { Prefetched } from '@/lib/api/hydrate';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { canWrite } from '@/lib/shared/roles';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('experience.list');
  return { title: t('title') };
}

export default async function ExperiencesPage() {
  const [t, user] = await Promise.all([getTranslations('experience.list'), requireCurrentUser()]);
  return (
    <ClientMessages areas={['journal', 'experience']}>
      <div className="stack">
        <h1>{t('title')}</h1>
        <Prefetched query={(api) => getMyExperiencesInfiniteOptions(api)}>
          <MyExperiences canCreate={canWrite(user)} viewerId={user.id} />
        </Prefetched>
      </div>
    </ClientMessages>
  );
}
