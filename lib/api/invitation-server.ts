import 'server-only';
import type { TInvitation, TInvitationLinkInfo } from '@/lib/shared/validation/invitation';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import { ApiError } from './errors';
import { serverApi } from './server';

/** GET /v2/invitation/{token} on the page's host; null when the invitation is spent, expired or unknown. */
export async function fetchInvitation(token: string): Promise<TInvitation | null> {
  try {
    return (await (await serverApi()).get<{ data: TInvitation }>(`/invitation/${encodeURIComponent(token)}`)).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /v2/groups/search_groups (spec §7): the groups the signed-in person may invite into. */
export async function fetchActionableGroups(communityId: number): Promise<TGroupSummary[]> {
  return (await (await serverApi()).get<{ data: TGroupSummary[] }>('/groups/search_groups', { params: { communityId, view: 'dashboard_info' } })).data.data;
}

/** GET /v2/invitation_links/{token} on the page's host; null when the link is off, expired or unknown. */
export async function fetchInvitationLink(token: string): Promise<TInvitationLinkInfo | null> {
  try {
    return (await (await serverApi()).get<{ data: TInvitationLinkInfo }>(`/invitation_links/${encodeURIComponent(token)}`)).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
