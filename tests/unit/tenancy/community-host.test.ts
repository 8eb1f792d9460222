import { describe, expect, it } from 'vitest';
import { communityNameFromSlug, communityOrigin, communitySlugFromHost } from '@/lib/shared/tenancy/community-host';

// Spec §1: "The first host label is the community slug. Its capitalised form is the community
// name. A default brand name is used when there is no sub-domain."
describe('communitySlugFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo'],
    ['lycee-mistral.localhost', 'lycee-mistral'],
    ['DEMO.Localhost:3000', 'demo'],
    ['demo.journal.example.org', 'demo'],
    ['localhost:3000', null],
    ['127.0.0.1:3000', null],
    ['[::1]:3000', null],
    ['example.org', null],
    ['www.example.org', null],
    ['', null],
    [null, null],
    ['-bad.localhost', null],
  ])('%s → %s', (host, slug) => {
    expect(communitySlugFromHost(host)).toBe(slug);
  });

  it('capitalises the slug as the community name', () => {
    expect(communityNameFromSlug('demo')).toBe('Demo');
    expect(communityNameFromSlug('lycee-mistral')).toBe('Lycee-mistral');
  });
});

describe('communityOrigin', () => {
  // Spec §4: "... the login form of the user's own community sub-domain, with the same protocol and port."
  it('swaps the sub-domain and keeps protocol and port', () => {
    expect(communityOrigin(new URL('http://demo.localhost:3000/auth'), 'lycee-mistral')).toBe('http://lycee-mistral.localhost:3000');
    expect(communityOrigin(new URL('https://demo.journal.example.org/x'), 'other')).toBe('https://other.journal.example.org');
  });
  it('adds a sub-domain to a bare host', () => {
    expect(communityOrigin(new URL('http://localhost:3000/'), 'demo')).toBe('http://demo.localhost:3000');
  });
});
