import 'server-only';
import { createHash } from 'node:crypto';
import type { TLocale } from './locales';

type TMessagesFile = { json: string; version: string };

const files = new Map<TLocale, Promise<TMessagesFile>>();

/** A language's messages as the browser downloads them (app/i18n/[file]), with a version drawn from their content. */
export function messagesFile(locale: TLocale): Promise<TMessagesFile> {
  let file = files.get(locale);
  if (!file) {
    file = import(`../../messages/${locale}.json`).then(({ default: messages }: { default: unknown }) => {
      const json = JSON.stringify(messages);
      return { json, version: createHash('sha256').update(json).digest('base64url').slice(0, 16) };
    });
    files.set(locale, file);
  }
  return file;
}

/** Where a page finds its language's messages: the version makes the address change whenever they do. */
export async function messagesUrl(locale: TLocale): Promise<string> {
  return `/i18n/${locale}.json?v=${(await messagesFile(locale)).version}`;
}
