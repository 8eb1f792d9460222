import type { Metadata } from 'next';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { renditionOf } from '@/lib/shared/pictures/picture-sources';
import { truncateDescription } from '@/lib/format/truncate';

/** Open Graph names a language with its territory: the one each of ours is written for. */
const OG_LOCALES: Record<TLocale, string> = { fr: 'fr_FR', en: 'en_GB', it: 'it_IT', el: 'el_GR', nl: 'nl_NL', pt: 'pt_PT' };

/** Messaging apps cut a preview's text at about two lines. */
const DESCRIPTION_LIMIT = 160;

export type TSharePreview = {
  title: string;
  /** The item's own text, already public on its page; cut here to a preview's length. */
  description: string;
  picture: { url: string; width: number | null; height: number | null; alt: string | null } | null;
};

type TPageContext = { origin: string; path: string; locale: TLocale; siteName: string };

/**
 * The Open Graph and Twitter card tags of a public page, for the preview a messaging app draws
 * of a shared link. Only public pages call it, with what their page already shows; the picture
 * is its page rendition (1000 px, enough for a large card, a fifth of the original's weight),
 * as an absolute address since the app fetches it on its own.
 */
export function sharePreviewMetadata({ title, description, picture }: TSharePreview, { origin, path, locale, siteName }: TPageContext): Pick<Metadata, 'openGraph' | 'twitter'> {
  const text = truncateDescription(description.replace(/\s+/g, ' ').trim(), DESCRIPTION_LIMIT).text;
  const shown = picture ? renditionOf(picture.url, 'page', picture) : null;
  const image = shown
    ? { url: new URL(shown.url, origin).toString(), ...(shown.width && shown.height ? { width: shown.width, height: shown.height } : {}), ...(picture?.alt ? { alt: picture.alt } : {}) }
    : null;
  return {
    openGraph: {
      type: 'article',
      url: new URL(path, origin).toString(),
      title,
      description: text,
      siteName,
      locale: OG_LOCALES[locale],
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description: text, ...(image ? { images: [image] } : {}) },
  };
}
