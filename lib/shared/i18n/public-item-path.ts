import type { TPublicLinkKind } from '@/lib/shared/validation/public-links';
import type { TLocale } from './locales';
import { localizedPath } from './localized-path';

/**
 * The path of an item's public page in one language: the share dialog copies it in the sharer's,
 * a decision mail sends it in the author's. With its prefix, the page opens in that language
 * whatever language cookie the reader's browser holds (lib/middleware/locale.ts).
 */
export const publicItemPath = (locale: TLocale, kind: TPublicLinkKind, token: string) => localizedPath(locale, `/${kind}/public/${token}`);
