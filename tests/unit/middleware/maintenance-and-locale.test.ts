import { describe, expect, it } from 'vitest';
import { resolveLocale } from '@/lib/middleware/locale';
import { maintenanceTarget } from '@/lib/middleware/maintenance';
import { localizedPath, splitLocale } from '@/lib/shared/i18n/localized-path';

describe('maintenanceTarget', () => {
  // Spec §2: "When maintenance mode is on, every route except maintenance redirects to maintenance."
  it.each([
    ['/', true, '/maintenance'],
    ['/auth/login/form', true, '/maintenance'],
    ['/maintenance', true, null],
    ['/maintenance', false, '/auth/login/form'],
    ['/', false, null],
  ] as const)('%s with maintenance %s → %s', (path, on, target) => {
    expect(maintenanceTarget(path, on)).toBe(target);
  });
});

describe('resolveLocale', () => {
  const search = new URLSearchParams();
  it('keeps the URL prefix whatever the cookie says', () => {
    expect(resolveLocale({ prefix: 'el', path: '/', cookie: 'en', search })).toEqual({ locale: 'el', redirectTo: null });
  });
  it('sends an unprefixed visit to the cookie language', () => {
    expect(resolveLocale({ prefix: null, path: '/auth', cookie: 'nl', search })).toEqual({ locale: 'nl', redirectTo: '/nl/auth' });
  });
  it('stays in French without a cookie, or with a French or unknown one', () => {
    for (const cookie of [undefined, 'fr', 'de']) {
      expect(resolveLocale({ prefix: null, path: '/', cookie, search })).toEqual({ locale: 'fr', redirectTo: null });
    }
  });
  it('exempts the invited registration form from switching', () => {
    const invited = new URLSearchParams('invitation_token=abc');
    expect(resolveLocale({ prefix: null, path: '/auth/register/form', cookie: 'pt', search: invited }).redirectTo).toBeNull();
    expect(resolveLocale({ prefix: null, path: '/auth/register/form', cookie: 'pt', search }).redirectTo).toBe('/pt/auth/register/form');
  });
});

describe('localized paths', () => {
  it.each([
    ['/en/auth/login/form', 'en', '/auth/login/form'],
    ['/en', 'en', '/'],
    ['/auth', null, '/auth'],
    ['/', null, '/'],
    ['/english/page', null, '/english/page'],
  ] as const)('splits %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
  it('adds no prefix for French', () => {
    expect(localizedPath('fr', '/tutorial')).toBe('/tutorial');
    expect(localizedPath('it', '/')).toBe('/it');
    expect(localizedPath('pt', '/tutorial')).toBe('/pt/tutorial');
  });
});
