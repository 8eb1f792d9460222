import 'server-only';
import { findCommunityBySlug, type CommunityRow } from './communities';
import type { AppContext } from '../../http/context';

/**
 * The id of the request host's community, for a token that belongs to one: null on a host
 * without a community (any community's token is good there), -1 when the host names a
 * community that does not exist (no token is).
 */
export async function hostCommunityId(c: AppContext): Promise<number | null> {
  const slug = c.get('hostSlug');
  if (!slug) return null;
  return (await findCommunityBySlug(c.get('deps').db, slug))?.id ?? -1;
}

/** The request host's community, or null on a host without one (or naming none). */
export async function hostCommunity(c: AppContext): Promise<CommunityRow | null> {
  const slug = c.get('hostSlug');
  return slug ? findCommunityBySlug(c.get('deps').db, slug) : null;
}
