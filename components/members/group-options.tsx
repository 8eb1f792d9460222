import type { TGroupSummary } from '@/lib/shared/validation/community';

/** The options of a group choice: an empty first one unless there is a single group, chosen already. */
export function GroupOptions({ groups }: { groups: TGroupSummary[] }) {
  return (
    <>
      {groups.length !== 1 && <option value="" />}
      {groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </>
  );
}
