import { describe, expect, it } from 'vitest';
import { backendPathOf, isBackendPath } from '@/lib/shared/edge/edge-rules.mjs';

// The web server forwards these paths to the backend itself, before Next (issue 8).
describe('which paths the edge forwards to the backend', () => {
  it('forwards /api/* and /public_api/*, keeping the spec trailing slash', () => {
    for (const path of ['/api/v2/journal_items', '/api/v2/journal_items/', '/public_api/v1/communities']) expect(isBackendPath(path)).toBe(true);
  });

  it("forwards the community's DID document (did:web), its wallet metadata (OpenID4VCI) and nothing else of /.well-known", () => {
    for (const path of ['/.well-known/did.json', '/.well-known/openid-credential-issuer', '/.well-known/oauth-authorization-server']) {
      expect(isBackendPath(path)).toBe(true);
      expect(backendPathOf(path)).toBe(path);
    }
    for (const path of ['/.well-known/security.txt', '/.well-known/did.json/x', '/.well-known/', '/.well-known/openid-configuration']) expect(isBackendPath(path)).toBe(false);
  });

  it("leaves the web server's session routes and every page to Next", () => {
    for (const path of ['/api/session', '/api/session/', '/api/session/refresh', '/api/session/platform', '/', '/auth', '/api', '/apix/v2', '/en/api/v2/x']) {
      expect(isBackendPath(path)).toBe(false);
    }
  });

  it('forwards the badge images the credentials name, their dotted names included', () => {
    const publicId = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
    for (const format of ['png', 'svg']) {
      expect(isBackendPath(`/api/v2/credentials/${publicId}/badge.${format}`)).toBe(true);
      expect(backendPathOf(`/api/v2/credentials/${publicId}/badge.${format}`)).toBe(`/v2/credentials/${publicId}/badge.${format}`);
    }
  });

  it("strips /api from the backend's path only", () => {
    expect(backendPathOf('/api/v2/journal_items/')).toBe('/v2/journal_items/');
    expect(backendPathOf('/public_api/v1/communities')).toBe('/public_api/v1/communities');
  });
});
