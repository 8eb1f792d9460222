import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The one typeface of what the product draws itself (PDFs, badge images): Noto Sans covers Latin
 * and Greek, and its files ship in a package, so nothing is fetched and no system font is used.
 */
export const NOTO_SANS = 'Noto Sans';

export type NotoSansStyle = '400Regular' | '400Regular_Italic' | '600SemiBold' | '700Bold';

export const notoSansFile = (style: NotoSansStyle) => require.resolve(`@expo-google-fonts/noto-sans/${style}/NotoSans_${style}.ttf`);
