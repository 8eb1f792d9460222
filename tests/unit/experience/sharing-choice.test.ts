import { describe, expect, it } from 'vitest';
import { isSharingComplete } from '@/components/ui/sharing-choice';

// Issue 8: "Mes groupes" could be chosen with no group ticked, and it published to nobody.
describe('isSharingComplete', () => {
  it('refuses "my groups" with no group', () => {
    expect(isSharingComplete({ sharingParameters: 'group', groupIds: [] })).toBe(false);
  });

  it('accepts "my groups" with a group, and every other level without one', () => {
    expect(isSharingComplete({ sharingParameters: 'group', groupIds: [3] })).toBe(true);
    for (const level of ['private', 'community', 'public'] as const) expect(isSharingComplete({ sharingParameters: level, groupIds: [] })).toBe(true);
  });
});
