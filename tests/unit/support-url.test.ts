import { describe, expect, it } from 'vitest';
import { isOwnPage, supportUrl } from '@/lib/format/support-url';

// Spec §9: "The support link opens in a new tab with sub-tab, resource and tab query parameters."
describe('the support link', () => {
  it('opens a help centre elsewhere with the three parameters, keeping its own', () => {
    expect(supportUrl({ supportLink: 'https://help.example.org/desk?lang=fr', slug: 'demo' })).toBe('https://help.example.org/desk?lang=fr&sub-tab=help&resource=demo&tab=support');
  });

  it("opens a page of the community's own on the host it is read from", () => {
    expect(supportUrl({ supportLink: '/faq', slug: 'demo' }, 'http://demo.localhost:3000')).toBe('http://demo.localhost:3000/faq?sub-tab=help&resource=demo&tab=support');
  });

  it('is absent where the community has none (spec §9: nothing opens)', () => {
    expect(supportUrl({ supportLink: null, slug: 'demo' }, 'http://demo.localhost:3000')).toBeNull();
  });

  it('tells a page of its own from another site, "//host" included', () => {
    expect(isOwnPage('/faq')).toBe(true);
    expect(isOwnPage('//evil.example/faq')).toBe(false);
    expect(isOwnPage('https://help.example.org')).toBe(false);
  });
});
