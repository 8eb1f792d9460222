import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { getCurrentUser } from '@/lib/auth/current-user';
import { communitySlugFromHost } from '@/lib/shared/tenancy/community-host';

/** Spec §9: the fallback favicon. */
export const DEFAULT_FAVICON = '/favicon.svg';

/** `name` is the one the community chose ("Lycée Mistral"); null when no community owns the host. */
export type TCommunityLook = { name: string | null; faviconUrl: string; logoUrl: string | null };

const DEFAULT_LOOK: TCommunityLook = { name: null, faviconUrl: DEFAULT_FAVICON, logoUrl: null };
const lookOf = (community: { name: string; faviconUrl: string | null; logoUrl: string | null }): TCommunityLook => ({
  name: community.name,
  faviconUrl: community.faviconUrl ?? DEFAULT_FAVICON,
  logoUrl: community.logoUrl,
});

/**
 * A community changes its name, favicon and logo rarely, and every signed-out page shows them: this
 * process keeps each host's for a minute rather than asking the backend on every render. Hosts
 * come from the request, so the map is bounded (any Host header reaches here).
 */
const LOOK_TTL_MS = 60_000;
const MAX_REMEMBERED = 500;
const remembered = new Map<string, { look: TCommunityLook; at: number }>();

async function hostLook(slug: string): Promise<TCommunityLook> {
  const kept = remembered.get(slug);
  if (kept && Date.now() - kept.at < LOOK_TTL_MS) return kept.look;
  const community = await fetchHostCommunity().catch(() => null);
  const look = community?.known ? lookOf(community) : DEFAULT_LOOK;
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(slug, { look, at: Date.now() });
  return look;
}

/** The host community's name, favicon and logo (spec §3 Community), once per render: a member's session already carries them. */
export const getCommunityLook = cache(async (): Promise<TCommunityLook> => {
  const slug = communitySlugFromHost((await headers()).get('host'));
  if (!slug) return DEFAULT_LOOK;
  const own = (await getCurrentUser())?.communitiesAttributes[0];
  return own?.slug === slug ? lookOf(own) : hostLook(slug);
});
