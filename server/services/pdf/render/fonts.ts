import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { TLocale } from '@/lib/i18n/locales';

const require = createRequire(import.meta.url);

/** Noto Sans covers Latin and Greek; the files ship in the package, nothing is fetched. */
export const FONT_FAMILY = 'Noto Sans';
const font = (folder: string) => require.resolve(`@expo-google-fonts/noto-sans/${folder}/NotoSans_${folder}.ttf`);

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

/**
 * Fonts and hyphenation for the next document, in its language (react-pdf keeps both per
 * process: the worker renders one document at a time). The fonts are registered anew each
 * time: a font object reused by a later document drops characters whose glyphs the earlier one
 * embedded (fontkit's glyph cache, react-pdf issue #3404: Greek lost letters after a French
 * story). Opening them again costs a few milliseconds.
 */
export function prepareFonts(locale: TLocale) {
  const { hyphenateSync } = PATTERNS[locale];
  delete Font.getRegisteredFonts()[FONT_FAMILY];
  Font.register({ family: FONT_FAMILY, fonts: FONTS });
  Font.registerHyphenationCallback((word) => syllables(word, hyphenateSync));
}

/** For titles and names: a word cut in two there looks like a mistake. */
export const wholeWords = (word: string) => [word];
