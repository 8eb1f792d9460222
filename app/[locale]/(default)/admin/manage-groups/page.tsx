import { getTranslations } from 'next-intl/server';
import { ManageGroupsView } from '@/components/groups';
import { getDashboardGroupsQueryOptions } from '@/lib/api/groups';
import { Prefetched } from '@/lib/api/hydrate';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { hasRole } from '@/lib/shared/roles';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('manageGroups');
  return { title: t('title') };
}

/** Spec §2 /admin/manage-groups (community and group admins; the proxy's guard sends learners away). */
export default async function ManageGroupsPage() {
  const [t, user] = await Promise.all([getTranslations('manageGroups'), requireCurrentUser()]);
  const communityId = user.communitiesAttributes[0].id;
  return (
    <ClientMessages areas={['manageGroups']}>
      <section className="stack manage-groups" aria-labelledby="manage-groups-title">
        <h1 id="manage-groups-title">{t('title')}</h1>
        <Prefetched query={(api) => getDashboardGroupsQueryOptions(communityId, api)}>
          <ManageGroupsView communityId={communityId} isCommunityAdmin={hasRole(user, 'communityAdmin')} />
        </Prefetched>
      </section>
    </ClientMessages>
  );
}
