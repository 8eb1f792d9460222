import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from '@/lib/auth/return-path';

// A mailed link opened signed out is where the login form leads back; nothing else may be.
describe('the return path after signing in', () => {
  it('keeps a page of this site with its query, without its language prefix', () => {
    expect(safeReturnPath('/recognition/review?id=3')).toBe('/recognition/review?id=3');
    expect(safeReturnPath('/el/recognition/review?id=3')).toBe('/recognition/review?id=3');
    expect(safeReturnPath('/dashboard/profile')).toBe('/dashboard/profile');
  });

  it('refuses another host, a scheme, a backslash, control characters, and an absent or overlong value', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'recognition/review', '/a\nb', '/a\\b', '', null, undefined, `/${'a'.repeat(1000)}`]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('refuses the sign-in pages themselves, which would send the person round again', () => {
    expect(safeReturnPath('/auth/login/form?next=/x')).toBeNull();
    expect(safeReturnPath('/en/auth')).toBeNull();
  });

  it("puts it on the login form's address, encoded; the home page needs none", () => {
    expect(withReturnPath('/it/auth/login/form', '/recognition/review?id=3')).toBe('/it/auth/login/form?next=%2Frecognition%2Freview%3Fid%3D3');
    expect(withReturnPath('/auth/login/form', '/')).toBe('/auth/login/form');
    expect(withReturnPath('/auth/login/form', '//evil.example')).toBe('/auth/login/form');
  });
});
