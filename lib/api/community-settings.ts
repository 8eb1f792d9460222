import { useMutation } from '@tanstack/react-query';
import type { TCommunity, TCommunitySettings } from '@/lib/shared/validation/community';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { browserApi } from './browser-client';

/** PATCH /v2/communities/current: a community admin's privacy rules. */
export async function updateCommunitySettings(settings: TCommunitySettings): Promise<TCommunity> {
  return (await browserApi().patch<{ data: TCommunity }>('/communities/current', { community: settings })).data.data;
}

export function useUpdateCommunitySettings(options: TWriteOptions & { onSuccess: (community: TCommunity) => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: updateCommunitySettings,
    onSuccess: options.onSuccess,
    onError: (error) => report(error, options),
  });
}
