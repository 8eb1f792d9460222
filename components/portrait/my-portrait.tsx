import { getPortraitQueryOptions } from '@/lib/api/portraits';
import { Prefetched } from '@/lib/api/hydrate';
import { PortraitEditor } from './portrait-editor';

/** The learner's own portrait comes with the page; the island edits it (a deactivated account only reads). */
export function MyPortrait({ userId, canEdit }: { userId: number; canEdit: boolean }) {
  return (
    <Prefetched query={(api) => getPortraitQueryOptions(userId, api)}>
      <PortraitEditor userId={userId} canEdit={canEdit} />
    </Prefetched>
  );
}
