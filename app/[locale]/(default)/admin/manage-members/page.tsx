import { getTranslations } from 'next-intl/server';
import { AuditLogSection } from '@/components/members/audit-log-section';
import { ClassImport } from '@/components/members/class-import';
import { InvitationLinkPanel } from '@/components/members/invitation-link-panel';
import { InviteForm } from '@/components/members/invite-form';
import { MembersTable } from '@/components/members/members-table';
import { manageMembersTabs, type TManageMembersTab } from '@/components/members/manage-members-tabs';
import { PageTabs } from '@/components/ui/page-tabs';
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
 * Each part is a tab (`?tab=`), not one long page an admin scrolls through on a phone; the list
 * is named by the page's heading rather than repeating it.
 */
export default async function ManageMembersPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const [t, user, { tab: asked }] = await Promise.all([getTranslations(), requireCurrentUser(), searchParams]);
  const communityId = user.communitiesAttributes[0].id;
  const tabs = await manageMembersTabs(user.communityAdmin);
  const tab = (tabs.find((offered) => offered.key === asked)?.key ?? 'members') as TManageMembersTab;
  return (
    <ClientMessages areas={['manageMembers']}>
      <div className="stack manage-members">
        <h1 id="members-title">{t('nav.manageMembers')}</h1>
        <PageTabs tabs={tabs} current={tab} label={t('manageMembers.tabs.label')} />
        {tab === 'log' ? <AuditLogSection /> : <GroupsTab tab={tab} communityId={communityId} isCommunityAdmin={user.communityAdmin} />}
      </div>
    </ClientMessages>
  );
}

/** The tabs that offer groups; the log does not, so it does not wait for them. */
async function GroupsTab({ tab, communityId, isCommunityAdmin }: { tab: Exclude<TManageMembersTab, 'log'>; communityId: number; isCommunityAdmin: boolean }) {
  const groups = await fetchActionableGroups(communityId);
  if (tab === 'members') return <MembersTable groups={groups} isCommunityAdmin={isCommunityAdmin} />;
  return (
    <>
      <InviteForm communityId={communityId} groups={groups} canInviteTeachers={isCommunityAdmin} />
      <ClassImport communityId={communityId} groups={groups} />
      <InvitationLinkPanel groups={groups} />
    </>
  );
}
