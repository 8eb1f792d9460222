import { useMutation } from '@tanstack/react-query';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TCommunityPage, TCommunityPageKind } from '@/lib/shared/validation/community-page';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { browserApi } from './browser-client';

/** PUT /v2/community_pages/{kind}: the community's own text in one language; an empty text gives the product's back. */
export async function writeCommunityPage(kind: TCommunityPageKind, page: { locale: TLocale; body: string }): Promise<TCommunityPage> {
  return (await browserApi().put<{ data: TCommunityPage }>(`/community_pages/${kind}`, { communityPage: page })).data.data;
}

export function useWriteCommunityPage(kind: TCommunityPageKind, options: TWriteOptions & { onSuccess: (page: TCommunityPage) => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: (page: { locale: TLocale; body: string }) => writeCommunityPage(kind, page),
    onSuccess: options.onSuccess,
    onError: (error) => report(error, options),
  });
}
