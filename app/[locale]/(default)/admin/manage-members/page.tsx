import { getTranslations } from 'next-intl/server';
import { InvitationLinkPanel } from '@/components/members/invitation-link-panel';
import { InviteForm } from '@/components/members/invite-form';
import { fetchActionableGroups } from '@/lib/api/invitation-server';
import { requireCurrentUser } from '@/lib/auth/require-user';

export async function generateMetadata() {
  const t = await getTranslations('nav');
  return { title: t('manageMembers') };
}

/**
 * Spec §2 /admin/manage-members (group and community admins). Issue 9 brings inviting; the
 * members' list, permissions and moves come with the administration issue.
 */
export default async function ManageMembersPage() {
  const [t, user] = await Promise.all([getTranslations('nav'), requireCurrentUser()]);
  const communityId = user.communitiesAttributes[0].id;
  const groups = await fetchActionableGroups(communityId);
  return (
    <section className="stack manage-members">
      <h1>{t('manageMembers')}</h1>
      <InviteForm communityId={communityId} groups={groups} />
      <InvitationLinkPanel groups={groups} />
    </section>
  );
}
