import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useWriteError } from '@/lib/hooks/use-write-error';
import type { TPublicLinkDecided, TPublicLinkDecision, TPublicLinkKind, TPublicLinkRequest } from '@/lib/shared/validation/public-links';
import type { TApi } from './client';
import { browserApi } from './browser-client';
import { publicLinkKeys } from './query-keys';

type Data<T> = { data: T };

/** GET /v2/public_links: the public links waiting for the caller's approval, oldest first. */
export const getWaitingPublicLinksQueryOptions = (api?: TApi) =>
  queryOptions({
    queryKey: publicLinkKeys.waiting(),
    queryFn: async () => (await (api ?? browserApi()).get<Data<TPublicLinkRequest[]>>('/public_links')).data.data,
  });

type TDecide = { kind: TPublicLinkKind; id: number; decision: TPublicLinkDecision };

/** POST /v2/public_links/{kind}/{id}/decision: approved, the link opens; refused, the item is shared with the community. */
export function useDecidePublicLink(options: { onSuccess: (decided: TPublicLinkDecided, asked: TDecide) => void }) {
  const report = useWriteError();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, decision }: TDecide) =>
      (await browserApi().post<Data<TPublicLinkDecided>>(`/public_links/${kind}/${id}/decision`, { decision })).data.data,
    onSuccess: (decided, asked) => {
      queryClient.setQueryData(getWaitingPublicLinksQueryOptions().queryKey, (waiting) =>
        waiting?.filter((request) => !(request.kind === asked.kind && request.id === asked.id)),
      );
      options.onSuccess(decided, asked);
    },
    // Another approver decided first (409): the list is read again, so it shows what is left.
    onError: (error) => {
      report(error);
      void queryClient.invalidateQueries({ queryKey: publicLinkKeys.waiting() });
    },
  });
}
