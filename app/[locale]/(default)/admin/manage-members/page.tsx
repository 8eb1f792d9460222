import { getTranslations } from 'next-intl/server';
import { AuditLogSection } from '@/components/members/audit-log-section';
import { ClassImport } from '@/components/members/class-import';
import { InvitationLinkPanel } from '@/components/members/invitation-link-panel';
import { InviteForm } from '@/components/members/invite-form';
import { MembersTable } from '@/components/members/members-table';
import { fetchActionableGroups } from '@/lib/api/invitation-server';
import { requireCurrentUser } from '@/lib/auth/require-user';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('nav');
  return { title: t('manageMembers') };
}

/**
 * Spec §2 /admin/manage-members (group and community admins; the proxy sends learners to the
 * dashboard, and every call checks again): the members with their statistics and the
 * bulk actions, inviting one person or a whole class, and, for community admins, the audit log.
 * The groups offered are those the admin acts on: all of the community's, or their own.
 */
export default async function ManageMembersPage() {
  const [t, user] = await Promise.all([getTranslations('nav'), requireCurrentUser()]);
  const communityId = user.communitiesAttributes[0].id;
  const groups = await fetchActionableGroups(communityId);
  return (
    <ClientMessages areas={['manageMembers']}>
      <section className="stack manage-members">
        <h1>{t('manageMembers')}</h1>
        <MembersTable groups={groups} isCommunityAdmin={user.communityAdmin} />
        <ClassImport communityId={communityId} groups={groups} />
        <InviteForm communityId={communityId} groups={groups} canInviteTeachers={user.communityAdmin} />
        <InvitationLinkPanel groups={groups} />
        {user.communityAdmin && <AuditLogSection />}
      </section>
    </ClientMessages>
  );
}
