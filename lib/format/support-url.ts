/**
 * A community's support link is a help centre elsewhere (an absolute address) or one of its own
 * pages (a path on its host, as the demo communities' FAQ: a placeholder address opened a dead
 * site). `//host` is another site, not a path.
 */
export const isOwnPage = (link: string) => /^\/(?!\/)/.test(link);

/** Spec §9: the community's support link opens with sub-tab, resource and tab parameters; `origin` places a path of its own. */
export function supportUrl(community: { supportLink: string | null; slug: string }, origin?: string): string | null {
  if (!community.supportLink) return null;
  const url = new URL(community.supportLink, origin);
  url.searchParams.set('sub-tab', 'help');
  url.searchParams.set('resource', community.slug);
  url.searchParams.set('tab', 'support');
  return url.toString();
}
