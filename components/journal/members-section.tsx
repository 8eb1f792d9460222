import { getMembersQueryOptions } from '@/lib/api/journals';
import { Prefetched } from '@/lib/api/hydrate';
import { MembersList } from './members-list';

export function MembersSection({ groupId }: { groupId: number | null }) {
  return (
    <Prefetched query={(api) => getMembersQueryOptions(groupId, 0, api)}>
      <MembersList groupId={groupId} />
    </Prefetched>
  );
}
