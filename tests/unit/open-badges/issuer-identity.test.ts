// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { communitySlugOfDid, issuerIdentity } from '@/server/modules/credentials/issuer-identity';
import { identityHash } from '@/server/modules/credentials/credential-document';

describe("a community's issuer identity", () => {
  it.each([
    ['http://localhost:3000', 'demo', 'http://demo.localhost:3000', 'did:web:demo.localhost%3A3000'],
    ['https://example.org', 'lycee-mistral', 'https://lycee-mistral.example.org', 'did:web:lycee-mistral.example.org'],
    ['https://demo.journal.example.org:8443', 'mistral', 'https://mistral.journal.example.org:8443', 'did:web:mistral.journal.example.org%3A8443'],
  ])('on %s, %s is at %s as %s (the port percent-encoded)', (appOrigin, slug, origin, did) => {
    expect(issuerIdentity(appOrigin, slug)).toEqual({ origin, did, keyId: `${did}#key-1` });
  });

  it('reads the community back from a did:web of ours, and nothing from another DID', () => {
    expect(communitySlugOfDid('did:web:demo.localhost%3A3000')).toBe('demo');
    expect(communitySlugOfDid('did:web:lycee-mistral.journal.example.org')).toBe('lycee-mistral');
    for (const did of ['did:key:z6Mk', 'did:web:localhost%3A3000', 'did:web:demo.localhost:user:alice', 'did:web:%E0%A4%A', 'did:web:']) expect(communitySlugOfDid(did)).toBeNull();
  });
});

describe("the learner's identity hash (OB 3.0 IdentityObject)", () => {
  it('is sha256$ and the hex SHA-256 of the lower-cased address followed by the salt', () => {
    // echo -n 'lea@demo.example0123456789abcdef' | sha256sum
    expect(identityHash(' Lea@Demo.example ', '0123456789abcdef')).toBe('sha256$5e9ed97158f35ce9d1e89ead3a5e3544aefd9b8492b58ddff0d54a0b6e152b6d');
  });
});
