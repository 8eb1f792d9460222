// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '@/messages/fr.json';
import { CLIENT_MESSAGE_AREAS, pickClientMessages, type TClientMessageArea } from '@/lib/i18n/client-messages';
import { clientReadsOf, routeFiles } from '../../support/client-graph';

/**
 * The browser gets only the messages its areas list (lib/i18n/client-messages.ts). A client
 * component reading one its route does not send would show the key instead of the text, in the
 * browser only: this reads the source of every route and fails first.
 */
const AREAS = /(?:<ClientMessages\s+areas=\{|pickClientMessages\([^,]+,\s*)\[([^\]]*)\]/g;

/** The areas a route file sends itself: `<ClientMessages areas={[...]}>`, or the root layout's `pickClientMessages(messages, [...])`. */
function declaredAreas(file: string): TClientMessageArea[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(AREAS)].flatMap((m) => [...m[1].matchAll(/'(\w+)'/g)].map((a) => a[1] as TClientMessageArea));
}

/** What reaches a route file's client components: the areas of every layout above it (and beside it), and its own. */
function sentTo(file: string): Set<string> {
  const layouts: string[] = [];
  for (let dir = path.dirname(file); dir.startsWith('app'); dir = path.dirname(dir)) layouts.push(path.join(dir, 'layout.tsx'));
  const areas = [file, ...layouts].filter((f) => routeFiles().includes(f)).flatMap(declaredAreas);
  return new Set(areas.flatMap((area) => CLIENT_MESSAGE_AREAS[area]));
}

describe('messages sent to the browser', () => {
  it.each(routeFiles())('%s sends every message its client components read', (file) => {
    const sent = sentTo(file);
    const unsent = [...clientReadsOf(file, fr)].filter((read) => !sent.has(read) && !sent.has(read.split('.')[0]));
    expect(unsent).toEqual([]);
  });

  it('follows a page through its server components and barrels into the client ones, and no further', () => {
    const login = clientReadsOf('app/[locale]/(loggedout)/auth/login/form/page.tsx', fr);
    expect([...login]).toEqual(expect.arrayContaining(['login.email', 'login.submit', 'validation.required', 'errors']));
    const dashboard = clientReadsOf('app/[locale]/(default)/page.tsx', fr);
    // The card menu's translator: `t('menu.edit')` under 'journal'; the dashboard's button: `t('ask')` under 'recognition'.
    expect([...dashboard]).toEqual(expect.arrayContaining(['journal.menu', 'recognition.ask']));
    // components/recognition/index.ts also exports the recognition wizard, which the dashboard does not import.
    expect(dashboard.has('recognition.create')).toBe(false);
    expect(sentTo('app/[locale]/(default)/page.tsx')).toEqual(new Set([...CLIENT_MESSAGE_AREAS.shell, ...CLIENT_MESSAGE_AREAS.signedIn, ...CLIENT_MESSAGE_AREAS.journal]));
  });

  it('names only messages of the catalogue', () => {
    const catalogue = fr as Record<string, Record<string, unknown>>;
    for (const entries of Object.values(CLIENT_MESSAGE_AREAS)) {
      for (const entry of entries) {
        const [name, key] = entry.split('.');
        expect(catalogue[name], entry).toBeDefined();
        if (key) expect(catalogue[name], entry).toHaveProperty(key);
      }
    }
  });

  it('picks the areas’ namespaces and keys, once per catalogue', () => {
    const picked = pickClientMessages(fr, ['shell', 'signIn']);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_MESSAGE_AREAS.shell, ...CLIENT_MESSAGE_AREAS.signIn].sort());
    expect(picked.login).toBe(fr.login);
    expect(pickClientMessages(fr, ['shell', 'signIn'])).toBe(picked);
    expect(pickClientMessages(fr, ['signedIn'])).toEqual({ deactivation: fr.deactivation, nav: fr.nav, offline: fr.offline, pdf: { pdfError: fr.pdf.pdfError } });
    expect(pickClientMessages(fr, ['journal', 'experience']).experience).toEqual(fr.experience);
    // The point of it: the sign-in form's page carries a fifth of the catalogue, not all of it.
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(fr).length / 5);
  });
});
