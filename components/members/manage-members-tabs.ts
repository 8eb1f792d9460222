import { getTranslations } from 'next-intl/server';
import type { TTab } from '@/components/ui/page-tabs';

export type TManageMembersTab = 'members' | 'invite' | 'log';

/** /admin/manage-members' parts: the list, the ways to invite, and (community admins) the log. */
export async function manageMembersTabs(isCommunityAdmin: boolean): Promise<TTab[]> {
  const t = await getTranslations('manageMembers');
  return [
    { key: 'members', href: '/admin/manage-members', label: t('members.title') },
    { key: 'invite', href: '/admin/manage-members?tab=invite', label: t('tabs.invite') },
    ...(isCommunityAdmin ? [{ key: 'log', href: '/admin/manage-members?tab=log', label: t('audit.title') }] : []),
  ];
}
