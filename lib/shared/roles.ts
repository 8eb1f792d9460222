import type { TUser } from '@/lib/shared/validation/user';

export type TRole = 'communityAdmin' | 'groupAdmin' | 'activeUser' | 'user';
type TUserLabel = 'disabled' | 'active' | 'pending' | null;
type RoleSubject = Pick<TUser, 'communityAdmin' | 'groupAdmin' | 'status'>;

/** Spec §6: a route lists roles and any match grants access. */
export function hasRole(user: RoleSubject, role: TRole): boolean {
  switch (role) {
    case 'communityAdmin':
      return user.communityAdmin;
    case 'groupAdmin':
      return user.groupAdmin || user.communityAdmin;
    case 'activeUser':
      return user.status === 'accepted';
    case 'user':
      return user.status !== 'pending';
  }
}

export const hasAnyRole = (user: RoleSubject, roles: readonly TRole[]) => roles.some((role) => hasRole(user, role));

/** Spec §4 role derivation, in priority order. */
export function primaryRole(user: RoleSubject): Exclude<TRole, 'user'> | null {
  if (user.communityAdmin) return 'communityAdmin';
  if (user.groupAdmin) return 'groupAdmin';
  if (user.status === 'accepted') return 'activeUser';
  return null;
}

/** Spec §4 user label. */
export function userLabel(user: Pick<TUser, 'active' | 'status'>): TUserLabel {
  if (!user.active) return 'disabled';
  if (user.status === 'accepted') return 'active';
  if (user.status === 'pending') return 'pending';
  return null;
}

export const displayName = (user: Pick<TUser, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`.trim();
/** "Camille D.": how a page open to anyone names a learner, unless their community allows full names. */
export const firstNameAndInitial = (user: Pick<TUser, 'firstname' | 'lastname'>) => {
  const lastname = user.lastname.trim();
  return { firstname: user.firstname.trim(), lastname: lastname ? `${lastname.charAt(0).toUpperCase()}.` : '' };
};
export const initials = (user: Pick<TUser, 'firstname' | 'lastname'>) =>
  `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase();

/** A deactivated account reads but writes nothing (the backend answers 403 ACCOUNT_DEACTIVATED): its UI offers no write. */
export const canWrite = (user: Pick<TUser, 'active'>) => user.active;
