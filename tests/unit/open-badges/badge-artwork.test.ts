// @vitest-environment node
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { badgeArtwork, type BadgeArtwork } from '@/server/modules/credentials/badge-artwork';

const artwork = (overrides: Partial<BadgeArtwork> = {}): BadgeArtwork => ({
  locale: 'en',
  name: 'Recycling week',
  issuer: 'Demo',
  logo: null,
  certifiedAt: new Date('2025-03-12T10:00:00Z'),
  skills: [{ name: 'Organisation', level: 2 }],
  ...overrides,
});

const texts = (svg: string): string[] => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '#text') found.push(String(value));
        else walk(value);
      }
    }
  };
  walk(new XMLParser({ preserveOrder: true, processEntities: true, htmlEntities: false }).parse(svg));
  return found;
};

/** Filled stars are the product's amber; the others grey. */
const filledStars = (svg: string) => (svg.match(/<polygon [^>]*fill="#f59e0b"/g) ?? []).length;

describe('badgeArtwork', () => {
  it('is a square SVG with the name, the skill, its level and the date, in the credential’s language', () => {
    const svg = badgeArtwork(artwork());
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512"/);
    expect(texts(svg)).toEqual(expect.arrayContaining(['Recycling week', 'Demo', 'Organisation', 'Certified on March 12, 2025']));
    expect(filledStars(svg)).toBe(3);
    expect((svg.match(/<polygon /g) ?? []).length).toBe(4);
  });

  it('draws one to four stars: the product’s one scale', () => {
    const svg = badgeArtwork(artwork({ skills: [{ name: 'A', level: 0 }, { name: 'B', level: 3 }] }));
    expect(filledStars(svg)).toBe(1 + 4);
  });

  it('escapes a hostile name: text stays text, and the document stays well-formed', () => {
    const hostile = '</text><script>alert(1)</script><image href="https://evil.example/x.png"/> & "quotes" \u0000\uFFFF';
    const svg = badgeArtwork(artwork({ name: hostile, issuer: '<b>Demo</b>', skills: [{ name: '"><foreignObject>', level: 1 }] }));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toMatch(/<script|<foreignObject|<b>|evil\.example\/x\.png"\/>/);
    expect(svg).not.toMatch(/[\u0000\uFFFF]/);
    expect(texts(svg).join(' ')).toContain('<script>alert(1)</script>');
  });

  it('writes Greek, with the date in Greek', () => {
    const svg = badgeArtwork(artwork({ locale: 'el', name: 'Εβδομάδα ανακύκλωσης', skills: [{ name: 'Οργάνωση', level: 1 }] }));
    expect(texts(svg)).toEqual(expect.arrayContaining(['Εβδομάδα ανακύκλωσης', 'Οργάνωση', 'Πιστοποιήθηκε στις 12 Μαρτίου 2025']));
  });

  it('embeds the community’s logo as data, and links to nothing else: no learner photo, no address', () => {
    const svg = badgeArtwork(artwork({ logo: { mediaType: 'image/svg+xml', bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>') } }));
    expect(svg.match(/<image /g)).toHaveLength(1);
    expect(svg).toMatch(/<image [^>]*href="data:image\/svg\+xml;base64,/);
    expect(svg).not.toMatch(/href="(?!data:)/);
    expect(svg).not.toContain('/api/v2/pictures/');
    expect(badgeArtwork(artwork())).not.toContain('<image');
  });

  it('keeps every skill on the badge or counts those left out', () => {
    const skills = Array.from({ length: 8 }, (_, i) => ({ name: `Skill ${i + 1}`, level: i % 4 }));
    const svg = badgeArtwork(artwork({ skills }));
    const shown = texts(svg).filter((t) => t.startsWith('Skill '));
    expect(texts(svg)).toContain(`and ${skills.length - shown.length} more skills`);
    // Every skill is named to a screen reader.
    expect(svg).toContain('Skill 8: level 4 of 4');
  });
});
