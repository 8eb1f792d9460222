import 'server-only';

/**
 * Whether something of `communityId` (an invitation, a link, a sign-in, a review link) opens on
 * the request's host: only on its own community's host, or on a host without a community (null),
 * where any community's does.
 */
export const opensOnHost = (hostCommunityId: number | null, communityId: number) => hostCommunityId === null || hostCommunityId === communityId;

/**
 * The row a token found while live, if it opens on this host; otherwise `refusal`, the same for
 * an unknown, spent, expired or another community's token, so that the answer tells nothing.
 */
export function liveOnHost<T>(row: T | null | undefined, communityIdOf: (row: T) => number, hostCommunityId: number | null, refusal: () => Error): T {
  if (!row || !opensOnHost(hostCommunityId, communityIdOf(row))) throw refusal();
  return row;
}
