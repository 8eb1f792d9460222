import { describe, expect, it } from 'vitest';
import { displayName, hasRole, initials, primaryRole, userLabel } from '@/lib/shared/roles';
import { aUser } from '../../support/users';

describe('roles (spec §6)', () => {
  it('groupAdmin is granted by either admin flag', () => {
    expect(hasRole(aUser({ groupAdmin: true }), 'groupAdmin')).toBe(true);
    expect(hasRole(aUser({ communityAdmin: true }), 'groupAdmin')).toBe(true);
    expect(hasRole(aUser(), 'groupAdmin')).toBe(false);
  });
  it('user means any status other than pending; activeUser means accepted', () => {
    expect(hasRole(aUser({ status: 'pending' }), 'user')).toBe(false);
    expect(hasRole(aUser({ status: 'accepted' }), 'user')).toBe(true);
    expect(hasRole(aUser({ status: 'pending' }), 'activeUser')).toBe(false);
  });
  it('derives the role in priority order (spec §4)', () => {
    expect(primaryRole(aUser({ communityAdmin: true, groupAdmin: true }))).toBe('communityAdmin');
    expect(primaryRole(aUser({ groupAdmin: true }))).toBe('groupAdmin');
    expect(primaryRole(aUser())).toBe('activeUser');
    expect(primaryRole(aUser({ status: 'pending' }))).toBeNull();
  });
});

describe('user label (spec §4)', () => {
  it('is disabled when inactive, whatever the status', () => {
    expect(userLabel({ active: false, status: 'accepted' })).toBe('disabled');
    expect(userLabel({ active: true, status: 'accepted' })).toBe('active');
    expect(userLabel({ active: true, status: 'pending' })).toBe('pending');
    expect(userLabel({ active: true, status: 'other' as never })).toBeNull();
  });
});

describe('names (spec §3)', () => {
  it('shows firstname then lastname, and their initials', () => {
    expect(displayName({ firstname: 'Léa', lastname: 'Lambert' })).toBe('Léa Lambert');
    expect(initials({ firstname: 'léa', lastname: 'lambert' })).toBe('LL');
  });
});
