import { describe, expect, it } from 'vitest';
import { resolveLocale } from '@/lib/middleware/locale';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/shared/i18n/locales';
import { splitLocale } from '@/lib/shared/i18n/localized-path';
import { publicItemPath } from '@/lib/shared/i18n/public-item-path';

describe('publicItemPath', () => {
  it('prefixes the public page with every language but the default one', () => {
    expect(publicItemPath('pt', 'experiences', 'tok_en-1234567890ab')).toBe('/pt/experiences/public/tok_en-1234567890ab');
    expect(publicItemPath('el', 'stories', 'abc')).toBe('/el/stories/public/abc');
    expect(publicItemPath('fr', 'experiences', 'abc')).toBe('/experiences/public/abc');
  });

  it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('opens a %s link in %s whatever language the reader’s cookie holds', (locale) => {
    for (const kind of ['experiences', 'stories'] as const) {
      const { locale: prefix, path } = splitLocale(publicItemPath(locale, kind, 'abcdefghijklmnop'));
      expect(path).toBe(`/${kind}/public/abcdefghijklmnop`);
      for (const cookie of [undefined, ...LOCALES]) {
        expect(resolveLocale({ prefix, path, cookie, search: new URLSearchParams() })).toEqual({ locale, redirectTo: null });
      }
    }
  });
});
