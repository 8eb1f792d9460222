import 'server-only';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TCommunityPage, TCommunityPageKind } from '@/lib/shared/validation/community-page';
import { serverApi } from './server';

/** GET /v2/community_pages/{kind}: the host community's own text in this language (a null body: none). */
export async function fetchCommunityPage(kind: TCommunityPageKind, locale: TLocale): Promise<TCommunityPage> {
  return (await (await serverApi()).get<{ data: TCommunityPage }>(`/community_pages/${kind}`, { params: { locale } })).data.data;
}
