import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from '@/lib/middleware/content-security-policy';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));

describe('contentSecurityPolicy', () => {
  it('lets only the nonce start scripts in production, with no eval', () => {
    const policy = directives(contentSecurityPolicy('abc', false));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("adds 'unsafe-eval' for React's development build only", () => {
    expect(directives(contentSecurityPolicy('abc', true)).get('script-src')).toContain("'unsafe-eval'");
  });

  it('makes a fresh nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
