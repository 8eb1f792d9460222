import { getTranslations } from 'next-intl/server';
import { ExperienceView } from '@/components/experience/experience-view';
import { PageMeta } from '@/components/layout/page-meta';
import { fetchExperience } from '@/lib/api/experiences';
import { serverApi } from '@/lib/api/server';
import { orNotFound } from '@/lib/api/server-fetch';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { canWrite } from '@/lib/auth/roles';
import { digitsParam } from '@/lib/route-params';

export async function generateMetadata() {
  const t = await getTranslations('comingSoon.pages');
  return { title: t('experience') };
}

export default async function ExperiencePage({ params }: { params: Promise<{ id: string }> }) {
  const id = digitsParam((await params).id);
  const [user, experience] = await Promise.all([requireCurrentUser(), orNotFound(fetchExperience(id, await serverApi()))]);
  return (
    <>
      <PageMeta backHref="/" />
      <ExperienceView experience={experience} canManage={experience.userAttributes.id === user.id && canWrite(user)} />
    </>
  );
}
