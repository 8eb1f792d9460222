import 'server-only';
import { headers } from 'next/headers';
import { communityNameFromSlug, communitySlugFromHost } from '@/lib/shared/tenancy/community-host';
import { getCommunityLook } from './community-look';

/**
 * The brand of this request's host: the name its community chose ("Lycée Mistral"), the
 * capitalised slug (spec §1) for a sub-domain no community owns, or null for the default brand.
 */
export async function getCommunityBrand(): Promise<{ slug: string; name: string } | null> {
  const slug = communitySlugFromHost((await headers()).get('host'));
  if (!slug) return null;
  return { slug, name: (await getCommunityLook()).name ?? communityNameFromSlug(slug) };
}
