import 'server-only';
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';
import type { TLocale } from '@/lib/shared/i18n/locales';

type TMessages = typeof fr;
/** Every catalogue, for what the backend writes in a person's language (mails, credentials); the keys are the same in each. */
const CATALOGUES: Record<TLocale, TMessages> = { fr, en, it, el, nl, pt };

/** A translator of messages/*.json in one language, from `namespace` down (next-intl's, outside React). */
export const translator = <N extends NamespaceKeys<TMessages, NestedKeyOf<TMessages>>>(locale: TLocale, namespace: N) =>
  createTranslator<TMessages, N>({ locale, messages: CATALOGUES[locale], namespace });
