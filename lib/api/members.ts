import type { TApi } from './client';
import { browserApi } from './browser-client';
import type { TGroupSummary } from '@/lib/shared/validation/community';
import type { TAuthorSummary } from '@/lib/shared/validation/user';

/** A member's public card (name, avatar) for anyone of the same community; the full user stays private. */
export async function fetchUserCard(id: number, api: TApi = browserApi()): Promise<TAuthorSummary> {
  return (await api.get<{ data: TAuthorSummary }>(`/users/${id}/card`)).data.data;
}

/** Spec §7: GET /v2/groups/{id}?view=group_info. */
export async function fetchGroup(id: number, api: TApi = browserApi()): Promise<TGroupSummary> {
  return (await api.get<{ data: TGroupSummary }>(`/groups/${id}`, { params: { view: 'group_info' } })).data.data;
}
