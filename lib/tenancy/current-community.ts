import 'server-only';
import { headers } from 'next/headers';
import { communityNameFromSlug, communitySlugFromHost } from '@/lib/shared/tenancy/community-host';

/** The brand of this request's host: the capitalised slug, or null for the default brand. */
export async function getCommunityBrand(): Promise<{ slug: string; name: string } | null> {
  const slug = communitySlugFromHost((await headers()).get('host'));
  return slug ? { slug, name: communityNameFromSlug(slug) } : null;
}
