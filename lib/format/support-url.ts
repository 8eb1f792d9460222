/** Spec §9: the community's support link opens with sub-tab, resource and tab parameters. */
export function supportUrl(community: { supportLink: string | null; slug: string }): string | null {
  if (!community.supportLink) return null;
  const url = new URL(community.supportLink);
  url.searchParams.set('sub-tab', 'help');
  url.searchParams.set('resource', community.slug);
  url.searchParams.set('tab', 'support');
  return url.toString();
}
