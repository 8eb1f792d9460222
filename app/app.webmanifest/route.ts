import { getTranslations } from 'next-intl/server';
import { DEFAULT_FAVICON, getCommunityLook } from '@/lib/tenancy/community-look';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/i18n/locales';
import { localizedPath } from '@/lib/shared/i18n/localized-path';
import { THEME_COLOR } from '@/lib/theme-color';

export const dynamic = 'force-dynamic';

/**
 * The installable journal's manifest, one per community (its name and favicon, from the host)
 * and language (the page links it with its own): installed from a Portuguese page, it opens on
 * the Portuguese dashboard.
 */
export async function GET(request: Request) {
  const asked = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  const [t, look] = await Promise.all([getTranslations({ locale, namespace: 'app' }), getCommunityLook()]);
  const name = look.name ?? t('defaultBrand');
  // The community's own favicon first; the product's drawing, a scalable square, always after it.
  const icons: { src: string; sizes: string; type?: string }[] = [{ src: DEFAULT_FAVICON, sizes: 'any', type: 'image/svg+xml' }];
  if (look.faviconUrl !== DEFAULT_FAVICON) icons.unshift({ src: look.faviconUrl, sizes: 'any' });
  const manifest = {
    id: '/',
    name,
    short_name: name,
    description: t('description'),
    lang: locale,
    start_url: localizedPath(locale, '/'),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons,
  };
  return Response.json(manifest, { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' } });
}
