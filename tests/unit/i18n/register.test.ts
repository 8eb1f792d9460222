import { describe, expect, it } from 'vitest';
import el from '@/messages/el.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';

/**
 * Each language addresses the reader in one register, written down in docs/translation.md: a
 * screen that says "tu" in one line and "você" in the next reads as careless. For each language,
 * the forms of the register it does NOT use:
 * - `anywhere`: words that exist only in that register (pronouns, possessives, verb forms);
 * - `opening`: imperatives that are also an ordinary third person elsewhere ("ele adiciona",
 *   "{actor} πρόσθεσε"), so they count only where they open a sentence, as an order does;
 * - `pattern`: a whole family of forms, where one rule says it better than a list.
 * English has one "you" and needs no list.
 */
type TAvoided = { register: string; anywhere: string[]; opening?: string[]; pattern?: RegExp };

const AVOIDED: Record<string, TAvoided> = {
  fr: { register: 'vous', anywhere: ['tu', 'toi', 'ton', 'ta', 'tes', 'te', "t'", 't’'] },
  it: {
    register: 'tu',
    anywhere: ['voi', 'vostro', 'vostra', 'vostri', 'vostre', 've', 'chiedete', 'controllate', 'riprovate', 'lasciate', 'inquadrate', 'digitate', 'scegliete', 'inserite', 'potete', 'avete'],
    // A second person plural imperative with its pronoun attached: portatelo, condividetelo.
    pattern: /(?<![\p{L}\p{M}])\p{L}+(?:ate|ete|ite)(?:lo|la|li|le|ne)(?![\p{L}\p{M}])/iu,
  },
  nl: { register: 'je/jij', anywhere: ['u', 'uw', 'uzelf'] },
  pt: {
    register: 'você (o seu, si, lhe)',
    anywhere: [
      'tu', 'te', 'ti', 'contigo', 'teu', 'tua', 'teus', 'tuas', 'vosso', 'vossa', 'vossos', 'vossas',
      'podes', 'tens', 'queres', 'estás', 'confirmas', 'vives', 'aprendes',
      'registaste', 'escreveste', 'terminaste', 'viveste', 'usaste', 'esqueceste', 'iniciares', 'partilhares',
    ],
    opening: [
      'Regista', 'Adiciona', 'Escolhe', 'Verifica', 'Tenta', 'Junta', 'Pede', 'Avalia', 'Atribui', 'Descreve',
      'Diz', 'Enquadra', 'Introduz', 'Aguarda', 'Contacta', 'Mostra', 'Escreve', 'Abre', 'Elimina', 'Transforma',
      'Seleciona', 'Indica', 'Deixa', 'Cola', 'Envia', 'Lê', 'Vê', 'Faz', 'Inicia',
    ],
  },
  el: {
    register: 'εσείς (σας)',
    anywhere: [
      'σου', 'εσύ', 'εσένα', 'μπορείς', 'έχεις', 'θέλεις', 'είσαι', 'ζεις', 'μαθαίνεις', 'επιβεβαιώνεις', 'ψάχνεις',
      'λαμβάνεις', 'διαχειρίζεσαι', 'ξέχασες', 'αποσυνδέθηκες', 'έζησες', 'επέλεξες', 'χρησιμοποίησες', 'ήρθες',
      'συνδέσου', 'ζήτα', 'δες', 'πες', 'δείξε', 'γράψε', 'δώσε', 'επίλεξε', 'κατάγραψε', 'μετάτρεψέ', 'αφαίρεσέ',
    ],
    opening: [
      'Δημιούργησε', 'Δοκίμασε', 'Περίμενε', 'Διάλεξε', 'Πρόσθεσε', 'Άλλαξε', 'Άνοιξε', 'Έλεγξε', 'Τράβηξε',
      'Κάδραρε', 'Περίγραψε', 'Αναζήτησε', 'Αξιολόγησε', 'Αντίγραψε', 'Αφαίρεσε', 'Πληκτρολόγησε', 'Συγκέντρωσε',
      'Επικοινώνησε', 'Μετάτρεψε',
    ],
  },
};

const catalogues: Record<string, object> = { fr, it: it_, nl, pt, el };

function flatten(value: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? Object.entries(flatten(child, `${prefix}${key}.`)) : [[`${prefix}${key}`, String(child)]],
    ),
  );
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// \b knows only ASCII letters: "σου" or "estás" need letter lookarounds. An apostrophe form ends the word itself.
const anywhere = (words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{M}])(${words.map(escape).join('|')})(?![\\p{L}\\p{M}'’])`, 'iu');
const anywhereElided = (words: string[]) => new RegExp(`(?<![\\p{L}\\p{M}])(${words.map(escape).join('|')})`, 'iu');
// The start of the message, of a sentence, or of a plural branch; case-sensitive, as a sentence opens with a capital.
const opening = (words: string[]) => new RegExp(`(?:^|[.!?…;·]\\s+|\\{)\\s*(${words.map(escape).join('|')})(?![\\p{L}\\p{M}])`, 'u');

function offending(locale: string, messages: Record<string, string>) {
  const { anywhere: words, opening: openers = [], pattern } = AVOIDED[locale];
  const plain = words.filter((word) => !/['’]$/.test(word));
  const elided = words.filter((word) => /['’]$/.test(word));
  const checks = [
    anywhere(plain),
    ...(elided.length ? [anywhereElided(elided)] : []),
    ...(openers.length ? [opening(openers)] : []),
    ...(pattern ? [pattern] : []),
  ];
  return Object.entries(messages)
    .filter(([, text]) => checks.some((check) => check.test(text)))
    .map(([key, text]) => `${key}: ${text}`);
}

describe.each(Object.keys(AVOIDED))('messages/%s.json keeps one register', (locale) => {
  it(`addresses the reader as ${AVOIDED[locale].register} only`, () => {
    expect(offending(locale, flatten(catalogues[locale]))).toEqual([]);
  });
});

describe('the register check', () => {
  it.each([
    ['pt', 'A tua conta', true],
    ['pt', 'Esqueceste-te da palavra-passe?', true],
    ['pt', 'Adiciona uma fotografia.', true],
    ['pt', 'O professor adiciona uma etiqueta.', false],
    ['pt', 'Adicione uma fotografia à sua experiência.', false],
    ['el', 'Το προφίλ σου', true],
    ['el', 'Πρόσθεσε μια ετικέτα', true],
    ['el', '{actor} πρόσθεσε τον/την {subject} σε ομάδα.', false],
    ['el', 'Προσθέστε μια ετικέτα στο προφίλ σας', false],
    ['fr', "Choisis ta photo et t'inscris", true],
    ['fr', 'Ajoutez votre photo', false],
    ['nl', 'Uw account', true],
    ['nl', 'Je account', false],
    ['it', 'Portatelo su LinkedIn', true],
    ['it', 'Le esperienze certificate', false],
  ])('%s: "%s" mixes the register: %s', (locale, text, mixes) => {
    expect(offending(locale, { sample: text }).length > 0).toBe(mixes);
  });
});
