import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getMembersQueryOptions } from '@/lib/api/journals';
import { serverApi } from '@/lib/api/server';
import { getServerQueryClient } from '@/lib/api/server-query-client';
import { MembersList } from './members-list';

export async function MembersSection({ groupId }: { groupId: number | null }) {
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(getMembersQueryOptions(groupId, 0, await serverApi()));
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <MembersList groupId={groupId} />
    </HydrationBoundary>
  );
}
