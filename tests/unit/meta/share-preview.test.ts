import { describe, expect, it } from 'vitest';
import { sharePreviewMetadata } from '@/lib/meta/share-preview';
import { LOCALES } from '@/lib/shared/i18n/locales';

const hash = 'cd'.repeat(32);
const page = { origin: 'https://lycee-mistral.example.org', path: '/pt/experiences/public/abcdefghijklmnop', locale: 'pt' as const, siteName: 'Lycée Mistral' };
const stored = { url: `/api/v2/pictures/${hash}.jpg`, width: 2000, height: 1500, alt: 'Um bolo' };

describe('sharePreviewMetadata', () => {
  it('names the page, its community and its language, with the picture’s page rendition as an absolute address', () => {
    const tags = sharePreviewMetadata({ title: 'Experiência partilhada', description: 'Um estágio na padaria.', picture: stored }, page);
    const image = { url: `https://lycee-mistral.example.org/api/v2/pictures/${hash}-page.jpg`, width: 1000, height: 750, alt: 'Um bolo' };
    expect(tags.openGraph).toEqual({
      type: 'article',
      url: 'https://lycee-mistral.example.org/pt/experiences/public/abcdefghijklmnop',
      title: 'Experiência partilhada',
      description: 'Um estágio na padaria.',
      siteName: 'Lycée Mistral',
      locale: 'pt_PT',
      images: [image],
    });
    expect(tags.twitter).toEqual({ card: 'summary_large_image', title: 'Experiência partilhada', description: 'Um estágio na padaria.', images: [image] });
  });

  it('cuts a long text at a word to a preview’s length, on one line', () => {
    const long = `${'mot '.repeat(60)}fin`;
    const { description } = sharePreviewMetadata({ title: 't', description: `ligne\n\n${long}`, picture: stored }, page).openGraph as { description: string };
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description).toMatch(/^ligne mot mot .* mot…$/);
  });

  it('keeps an outside picture’s address and leaves out what is unknown', () => {
    const tags = sharePreviewMetadata({ title: 't', description: 'd', picture: { url: 'https://images.unsplash.com/p?w=1080', width: null, height: null, alt: null } }, page);
    expect((tags.openGraph as { images: unknown[] }).images).toEqual([{ url: 'https://images.unsplash.com/p?w=1080' }]);
  });

  it('gives every language of the product an Open Graph locale of its own', () => {
    const locales = LOCALES.map((locale) => (sharePreviewMetadata({ title: 't', description: 'd', picture: null }, { ...page, locale }).openGraph as { locale: string }).locale);
    expect(locales.every((locale) => /^[a-z]{2}_[A-Z]{2}$/.test(locale))).toBe(true);
    expect(new Set(locales).size).toBe(LOCALES.length);
    expect(locales.map((locale) => locale.slice(0, 2))).toEqual([...LOCALES]);
  });
});
