import { createTranslator } from 'use-intl/core';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';
import type { TLocale } from '@/lib/shared/i18n/locales';

const CATALOGUES = { fr, en, it, el, nl, pt } satisfies Record<TLocale, unknown>;

/** Every word a document prints, in the author's language: `pdf.document.*`, `credential.*` and dates through Intl. */
export function wordsFor(locale: TLocale) {
  const t = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'pdf.document' });
  const credential = createTranslator({ locale, messages: CATALOGUES[locale], namespace: 'credential' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const dayNumber = new Intl.DateTimeFormat(locale, { day: 'numeric' });
  return {
    t,
    /** The Open Badge's words, shared with the verify page. */
    credential,
    upper: (text: string) => text.toLocaleUpperCase(locale),
    /** Throws on a string that is no date: the worker answers with the error. */
    date: (iso: string) => long.format(new Date(iso)),
    monthYear: (iso: string) => monthYear.format(new Date(iso)),
    day: (iso: string) => dayNumber.format(new Date(iso)),
  };
}

export type TWords = ReturnType<typeof wordsFor>;
