import { useMutation } from '@tanstack/react-query';
import { useWriteError, type TWriteOptions } from '@/lib/hooks/use-write-error';
import { clearToasts } from '@/lib/stores/toast-store';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TInvitationLink, TInvitationRegistration } from '@/lib/shared/validation/invitation';
import { browserApi } from './browser-client';
import { ApiError } from './errors';
import { login } from './session';

export type TInvite = { user: { email: string; firstname: string; lastname: string }; groupId: number; communityId: number; locale: string; teacher?: boolean };

/** POST /v2/invitation (spec §7): the invite is the body. */
export async function inviteMember(invite: TInvite): Promise<{ email: string }> {
  return (await browserApi().post<{ data: { email: string } }>('/invitation', invite)).data.data;
}

export function useInviteMember(options: TWriteOptions = {}) {
  const report = useWriteError();
  return useMutation({ mutationFn: inviteMember, onError: (error) => report(error, options) });
}

/** PUT /v2/invitation, body {user, community_path}; then signing in with the chosen password. */
export async function registerWithInvitation({ communityPath, ...user }: TInvitationRegistration & { communityPath: string }) {
  const { email } = (await browserApi().put<{ data: { email: string } }>('/invitation', { user, communityPath })).data.data;
  return login({ email, password: user.password });
}

/** A used, expired or replaced invitation is the caller's to explain in place; anything else takes the one error path. */
export function useRegisterWithInvitation({ onInvalidInvitation, ...options }: TWriteOptions & { onInvalidInvitation: () => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: registerWithInvitation,
    onSuccess: (user) => {
      clearToasts();
      useSessionStore.getState().setUser(user);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.serverCode === 'INVALID_INVITATION') onInvalidInvitation();
      else report(error, options);
    },
  });
}

/** POST /v2/invitation_links (spec §7), body {invitation_link: {group_id}}. */
export async function createInvitationLink(groupId: number): Promise<TInvitationLink> {
  return (await browserApi().post<{ data: TInvitationLink }>('/invitation_links', { invitationLink: { groupId } })).data.data;
}

export function useCreateInvitationLink() {
  const report = useWriteError();
  return useMutation({ mutationFn: createInvitationLink, onError: (error) => report(error) });
}

export function useRevokeInvitationLink() {
  const report = useWriteError();
  return useMutation({ mutationFn: async (id: number) => void (await browserApi().delete(`/invitation_links/${id}`)), onError: (error) => report(error) });
}

export type TLinkRegistration = { invitationToken: string; userAttributes: { email: string; firstname: string; lastname: string; locale: string } };

/** POST /v2/invitation_link_registrations (spec §7): a mail to confirm the address follows. */
export function useRegisterThroughLink({ onInvalidLink, ...options }: TWriteOptions & { onInvalidLink: () => void }) {
  const report = useWriteError();
  return useMutation({
    mutationFn: async (invitationLink: TLinkRegistration) =>
      (await browserApi().post<{ data: { email: string } }>('/invitation_link_registrations', { invitationLink })).data.data,
    onError: (error) => {
      if (error instanceof ApiError && error.serverCode === 'INVALID_INVITATION_LINK') onInvalidLink();
      else report(error, options);
    },
  });
}
