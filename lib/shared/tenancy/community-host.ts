/**
 * Spec §1: the first host label is the community slug. A bare host (localhost, an IP
 * address, example.org) has no community and gets the default brand. This parser is shared
 * by the proxy, the server components and the backend so that all three agree.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function hostname(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0];
}

export function communitySlugFromHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const name = hostname(host);
  if (name.startsWith('[') || IPV4.test(name)) return null;
  const labels = name.split('.').filter(Boolean);
  const hasSubdomain = labels.at(-1) === 'localhost' ? labels.length >= 2 : labels.length >= 3;
  if (!hasSubdomain || labels[0] === 'www' || !SLUG.test(labels[0])) return null;
  return labels[0];
}

/** "lycee-mistral" → "Lycee-mistral": the spec's capitalised slug. */
export function communityNameFromSlug(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** Same protocol and port, the community's own sub-domain (spec §4, community mismatch). */
export function communityOrigin(current: URL, slug: string): string {
  const name = current.hostname;
  const currentSlug = communitySlugFromHost(current.host);
  const base = currentSlug ? name.slice(currentSlug.length + 1) : name;
  const port = current.port ? `:${current.port}` : '';
  return `${current.protocol}//${slug}.${base}${port}`;
}
