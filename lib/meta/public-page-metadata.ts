import 'server-only';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { publicItemPath } from '@/lib/shared/i18n/public-item-path';
import type { TLocale } from '@/lib/shared/i18n/locales';
import type { TPublicLinkKind } from '@/lib/shared/validation/public-links';
import { getCommunityBrand } from '@/lib/tenancy/current-community';
import { getPageOrigin } from '@/lib/tenancy/page-origin';
import { sharePreviewMetadata, type TSharePreview } from './share-preview';

/** A public item's page tags: its title, kept out of search engines, and its link's preview in this page's language. */
export async function publicPageMetadata(kind: TPublicLinkKind, token: string, title: string, preview: TSharePreview): Promise<Metadata> {
  const [locale, origin, brand, t] = await Promise.all([getLocale(), getPageOrigin(), getCommunityBrand(), getTranslations('app')]);
  const language = locale as TLocale;
  return {
    title,
    robots: { index: false },
    ...sharePreviewMetadata(preview, { origin, path: publicItemPath(language, kind, token), locale: language, siteName: brand?.name ?? t('defaultBrand') }),
  };
}
