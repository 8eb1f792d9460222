import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { NOTO_SANS, notoSansFile as font } from '../../../platform/fonts';

const require = createRequire(import.meta.url);

export const FONT_FAMILY = NOTO_SANS;

const FONTS = [
  { src: font('400Regular'), fontWeight: 400 },
  { src: font('400Regular_Italic'), fontWeight: 400, fontStyle: 'italic' as const },
  { src: font('600SemiBold'), fontWeight: 600 },
  { src: font('700Bold'), fontWeight: 700 },
];

type THyphenate = (text: string, options?: { hyphenChar?: string }) => string;
// Pattern files are CommonJS; loaded once each when the worker starts.
const PATTERNS: Record<TLocale, { hyphenateSync: THyphenate }> = {
  fr: require('hyphen/fr'),
  en: require('hyphen/en-gb'),
  it: require('hyphen/it'),
  el: require('hyphen/el-monoton'),
  nl: require('hyphen/nl'),
  pt: require('hyphen/pt'),
};

const SOFT_HYPHEN = '\u00ad';
/** A word longer than this with no break point (a link, a made-up word) is cut anyway rather than overflow. */
const LONGEST_UNBROKEN = 18;

function syllables(word: string, hyphenate: THyphenate): string[] {
  const parts = hyphenate(word, { hyphenChar: SOFT_HYPHEN }).split(SOFT_HYPHEN);
  return parts.flatMap((part) => (part.length > LONGEST_UNBROKEN ? (part.match(new RegExp(`.{1,${LONGEST_UNBROKEN}}`, 'gu')) ?? [part]) : [part]));
}

Font.register({ family: FONT_FAMILY, fonts: FONTS });

/** What react-pdf keeps of an opened font file: fontkit's font, whose glyph cache is private. */
type TOpenedFont = { data?: { _glyphs?: Record<number, unknown> } | null };

/**
 * Fonts and hyphenation for the next document, in its language (react-pdf keeps both per
 * process: the worker renders one document at a time). Fontkit caches glyphs by id, and a
 * glyph first made while a document was embedded has no characters: a later document dropped
 * those letters (react-pdf issue #3404: Greek lost its ε and ι after a French story). Emptying
 * that cache costs nothing; opening the fonts again cost 90 ms a document.
 */
export function prepareFonts(locale: TLocale) {
  for (const source of (Font.getRegisteredFonts()[FONT_FAMILY]?.sources ?? []) as TOpenedFont[]) {
    if (source.data?._glyphs) source.data._glyphs = {};
  }
  const { hyphenateSync } = PATTERNS[locale];
  Font.registerHyphenationCallback((word) => syllables(word, hyphenateSync));
}

/** For titles and names: a word cut in two there looks like a mistake. */
export const wholeWords = (word: string) => [word];
