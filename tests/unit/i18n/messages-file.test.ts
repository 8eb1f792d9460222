// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/i18n/[file]/route';
import { messagesUrl } from '@/lib/i18n/messages-file';
import el from '@/messages/el.json';
import fr from '@/messages/fr.json';

const ask = (path: string) => {
  const url = new URL(path, 'http://demo.localhost');
  const file = url.pathname.split('/').at(-1)!;
  return GET(new Request(url), { params: Promise.resolve({ file }) });
};

describe('GET /i18n/{locale}.json (the client components’ messages, issue 8)', () => {
  it('answers the language’s messages, kept a year at the versioned address the page preloads', async () => {
    const url = await messagesUrl('el');
    expect(url).toMatch(/^\/i18n\/el\.json\?v=[\w-]{16}$/);
    const response = await ask(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual(el);
  });

  it('is not kept when asked for without the current version: it may change with the next build', async () => {
    for (const path of ['/i18n/fr.json', '/i18n/fr.json?v=0123456789abcdef']) {
      const response = await ask(path);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(fr);
    }
  });

  it('gives each language its own version, drawn from its content', async () => {
    const versions = await Promise.all((['fr', 'en', 'el'] as const).map(messagesUrl));
    expect(new Set(versions.map((url) => url.split('v=')[1])).size).toBe(3);
    expect(await messagesUrl('fr')).toBe(versions[0]);
  });

  it('answers 404 for anything but one of the six languages', async () => {
    for (const path of ['/i18n/de.json', '/i18n/fr', '/i18n/fr.js', '/i18n/..%2Ffr.json', '/i18n/.json']) expect((await ask(path)).status, path).toBe(404);
  });
});
