import { describe, expect, it } from 'vitest';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';

const catalogues = { fr, en, it: it_, el, nl, pt } as Record<string, object>;

function flatten(value: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? Object.entries(flatten(child, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(child)]],
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const reference = flatten(fr);

describe.each(Object.keys(catalogues))('messages/%s.json', (locale) => {
  const messages = flatten(catalogues[locale]);

  it('has exactly the keys of the French catalogue', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
  });

  it('keeps every placeholder of each message', () => {
    for (const [key, text] of Object.entries(reference)) expect(placeholders(messages[key]), key).toEqual(placeholders(text));
  });

  it('has no empty message', () => {
    expect(Object.entries(messages).filter(([, text]) => !text.trim())).toEqual([]);
  });
});

describe('translations are real', () => {
  // Words such as "Tags", "Zoom" or "Options" are legitimately the same; a copied catalogue is not.
  it('each language differs from English in at least 95% of its messages', () => {
    const english = flatten(en);
    const keys = Object.keys(english).filter((key) => !key.startsWith('language.'));
    for (const locale of ['fr', 'it', 'el', 'nl', 'pt']) {
      const messages = flatten(catalogues[locale]);
      const same = keys.filter((key) => messages[key] === english[key]);
      expect(same.length / keys.length, `${locale}: ${same.join(', ')}`).toBeLessThanOrEqual(0.05);
    }
  });
});

/**
 * Issue 8: "Niveau de Adaptabilité". French elides de, le, la, que, ne… before a vowel, and a
 * placeholder may hold any noun (a skill, a first name), so no French message may put an
 * eliding word right before a placeholder: the wording must need no elision.
 */
describe('French elision before a variable noun', () => {
  it('no eliding word stands right before a placeholder', () => {
    const eliding = /(^|[\s'’(])(de|le|la|que|ne|je|me|te|se|jusque|lorsque|puisque)\s+\{\w+\}/i;
    const offending = Object.entries(reference).filter(([, text]) => eliding.test(text));
    expect(offending).toEqual([]);
  });
});
