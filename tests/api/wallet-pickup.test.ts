import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBadgeCredentials, walletOffers } from '@/server/db/schema';
import { badgeSettings } from '@/server/http/context';
import { deleteCertification, revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { verifyCredential } from '@/server/modules/credentials/verification';
import { digestToken } from '@/server/platform/tokens';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { fingerprint } from '../support/fingerprint';
import {
  accessTokenFor,
  askOffer,
  backendPath,
  credentialRequest,
  ed25519Holder,
  openOffer,
  p256Holder,
  PRE_AUTHORIZED_GRANT,
  proofJwt,
  tokenRequest,
  type Holder,
} from '../support/wallet';

// Credentials that travel: a learner picks their Open Badge up into a wallet with OpenID4VCI
// (draft 13, pre-authorized code flow with a transaction code), through the HTTP API.
let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
const ISSUER = 'http://demo.localhost:3000';

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const issued = () =>
  issueCertifiedCredential(api, { userId: world.demo.learner.id, communityId: world.demo.community.id, skills: [{ name: 'Organisation', level: 2 }] });

const copiesOf = async (publicId: string) => {
  const [original] = await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.publicId, publicId));
  return api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.originalId, original.id));
};

/** A credential request for our one configuration, by format and type, with a proof. */
const ldpRequest = (jwt: string) => ({
  format: 'ldp_vc',
  credential_definition: { '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential', 'OpenBadgeCredential'] },
  proof: { proof_type: 'jwt', jwt },
});

async function pickUp(publicId: string, holder: Holder) {
  const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
  return { accessToken, res: await credentialRequest(api, learner.host, accessToken, ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce }))) };
}

describe('offer → token → credential', () => {
  it('gives the learner a QR code or deep link and a transaction code, then the wallet a copy bound to its holder', async () => {
    const { publicId, document } = await issued();
    const asked = await askOffer(api, learner, publicId);
    expect(asked.status).toBe(201);
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const { data } = await asked.json();
    expect(data.tx_code).toMatch(/^\d{6}$/);
    expect(data.offer_uri).toBe(`openid-credential-offer://?credential_offer_uri=${encodeURIComponent(data.credential_offer_uri)}`);
    expect(data.credential_offer_uri).toMatch(/^http:\/\/demo\.localhost:3000\/api\/v2\/wallet_offers\/[A-Za-z0-9_-]{43}$/);
    const lifetime = Date.parse(data.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    const offered = await api.request(backendPath(data.credential_offer_uri), { host: learner.host });
    expect(offered.status).toBe(200);
    const offer = await offered.json();
    expect(offer).toEqual({
      credential_issuer: ISSUER,
      credential_configuration_ids: ['OpenBadgeCredential_ldp_vc'],
      grants: { [PRE_AUTHORIZED_GRANT]: { 'pre-authorized_code': expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), tx_code: { input_mode: 'numeric', length: 6, description: expect.any(String) } } },
    });
    // Never in the offer itself: the transaction code travels by another channel (the learner's page).
    expect(JSON.stringify(offer)).not.toContain(data.tx_code);

    const exchanged = await tokenRequest(api, learner.host, { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.grants[PRE_AUTHORIZED_GRANT]['pre-authorized_code'], tx_code: data.tx_code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.headers.get('cache-control')).toBe('no-store');
    const token = await exchanged.json();
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number), c_nonce: expect.any(String), c_nonce_expires_in: expect.any(Number) });
    const [stored] = await api.db.select().from(walletOffers).where(isNotNull(walletOffers.accessTokenHash));
    expect(JSON.stringify(stored)).not.toContain(token.access_token);

    const holder = await ed25519Holder();
    const res = await credentialRequest(api, learner.host, token.access_token, ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce: token.c_nonce })));
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toMatchObject({ c_nonce: expect.any(String), c_nonce_expires_in: expect.any(Number) });
    const copy = answer.credential;
    expect(copy.credentialSubject.id).toBe(holder.did);
    expect(copy.id).not.toBe(document.id);
    expect(copy.credentialStatus.statusListIndex).not.toBe((document.credentialStatus as { statusListIndex: string }).statusListIndex);
    expect(copy.proof[0].verificationMethod).toBe((document.proof as { verificationMethod: string }[])[0].verificationMethod);
    expect({ ...copy.credentialSubject, id: undefined }).toEqual({ ...(document.credentialSubject as object), id: undefined });
    expect(await verifyCredential(api.db, badgeSettings(api.deps), copy)).toMatchObject({ signature: 'ok', status: 'valid' });
    // Its own public page and download, like the original's.
    const copyPublicId = copy.id.split('/').pop();
    expect((await api.request(`/v2/credentials/${copyPublicId}`, { host: learner.host })).status).toBe(200);
  });

  it('binds a P-256 holder named by did:jwk as well', async () => {
    const { publicId } = await issued();
    const holder = await p256Holder();
    const { res } = await pickUp(publicId, holder);
    expect(res.status).toBe(200);
    expect((await res.json()).credential.credentialSubject.id).toBe(holder.did);
  });

  it('takes the identifier the token answer named instead of format and type', async () => {
    const { publicId } = await issued();
    const holder = await ed25519Holder();
    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    const res = await credentialRequest(api, learner.host, accessToken, { credential_identifier: 'OpenBadgeCredential_ldp_vc', proof: { proof_type: 'jwt', jwt: await proofJwt(holder, { aud: ISSUER, nonce }) } });
    expect(res.status).toBe(200);
  });
});

describe('who may ask for an offer', () => {
  it("is the learner the credential belongs to only: another person gets the 404 of what they cannot see", async () => {
    const { publicId } = await issued();
    const peer = { token: (await login(api, world.demo.peer.email, world.demo.host)).token, host: world.demo.host };
    const admin = { token: (await login(api, world.demo.admin.email, world.demo.host)).token, host: world.demo.host };
    const other = { token: (await login(api, world.mistral.learner.email, world.mistral.host)).token, host: world.mistral.host };
    const before = await fingerprint(api);
    for (const who of [peer, admin, other]) expect((await askOffer(api, who, publicId)).status).toBe(404);
    expect((await askOffer(api, { host: world.demo.host }, publicId)).status).toBe(401);
    expect((await askOffer(api, learner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await fingerprint(api)).toEqual(before);
  });

  it('refuses a revoked credential with 410 CREDENTIAL_REVOKED, and makes no offer', async () => {
    const { publicId, certification } = await issued();
    await revokeCredentialForCertification(api.db, certification.id);
    const before = await fingerprint(api);
    const res = await askOffer(api, learner, publicId);
    expect(res.status).toBe(410);
    expect((await res.json()).error.code).toBe('CREDENTIAL_REVOKED');
    expect(await fingerprint(api)).toEqual(before);
  });

  it('ends the earlier offer when the learner asks again', async () => {
    const { publicId } = await issued();
    const first = await openOffer(api, learner, publicId);
    await openOffer(api, learner, publicId);
    expect((await api.request(backendPath(first.credential_offer_uri), { host: learner.host })).status).toBe(404);
    const res = await tokenRequest(api, learner.host, { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': first.code, tx_code: first.tx_code });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('invalid_grant');
  });
});

describe('token endpoint refusals (RFC 6749 §5.2)', () => {
  const exchange = (fields: Record<string, string>, host = world.demo.host) => tokenRequest(api, host, fields);

  it('refuses an unknown code, a used one, and one of an expired offer with invalid_grant', async () => {
    const { publicId } = await issued();
    const unknown = await exchange({ grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': 'x'.repeat(43), tx_code: '123456' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'invalid_grant', error_description: expect.any(String) });

    const offer = await openOffer(api, learner, publicId);
    const fields = { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code };
    expect((await exchange(fields)).status).toBe(200);
    const reused = await exchange(fields);
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe('invalid_grant');
    expect((await api.request(backendPath(offer.credential_offer_uri), { host: learner.host })).status).toBe(404);

    const late = await openOffer(api, learner, publicId);
    await api.db.update(walletOffers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(walletOffers.codeHash, digestToken(late.code)));
    expect((await api.request(backendPath(late.credential_offer_uri), { host: learner.host })).status).toBe(404);
    const expired = await exchange({ grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': late.code, tx_code: late.tx_code });
    expect(expired.status).toBe(400);
    expect((await expired.json()).error).toBe('invalid_grant');
  });

  it('spends a code once when two exchanges race', async () => {
    const { publicId } = await issued();
    const offer = await openOffer(api, learner, publicId);
    const fields = { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code };
    const answers = await Promise.all([exchange(fields), exchange(fields), exchange(fields)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400]);
  });

  it('counts wrong transaction codes as invalid_grant and ends the offer at the fifth', async () => {
    const { publicId } = await issued();
    const offer = await openOffer(api, learner, publicId);
    const wrong = offer.tx_code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await exchange({ grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: wrong });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('invalid_grant');
    }
    const right = await exchange({ grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code });
    expect(right.status).toBe(400);
    expect((await right.json()).error).toBe('invalid_grant');
    expect((await api.request(backendPath(offer.credential_offer_uri), { host: learner.host })).status).toBe(404);
  });

  it('answers invalid_request for a missing code or tx_code or an unreadable body, and unsupported_grant_type, changing nothing', async () => {
    const { publicId } = await issued();
    const offer = await openOffer(api, learner, publicId);
    const before = await fingerprint(api);
    const cases: [Promise<Response>, string][] = [
      [exchange({ grant_type: PRE_AUTHORIZED_GRANT, tx_code: offer.tx_code }), 'invalid_request'],
      [exchange({ grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code }), 'invalid_request'],
      [exchange({ 'pre-authorized_code': offer.code, tx_code: offer.tx_code }), 'invalid_request'],
      [exchange({ grant_type: 'authorization_code', code: offer.code }), 'unsupported_grant_type'],
      [api.request('/v2/oid4vci/token', { method: 'POST', host: world.demo.host, json: { grant_type: PRE_AUTHORIZED_GRANT } }), 'invalid_request'],
      [
        api.request('/v2/oid4vci/token', {
          method: 'POST',
          host: world.demo.host,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `grant_type=${encodeURIComponent(PRE_AUTHORIZED_GRANT)}&grant_type=x`,
        }),
        'invalid_request',
      ],
    ];
    for (const [sent, error] of cases) {
      const res = await sent;
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(error);
    }
    expect(await fingerprint(api)).toEqual(before);
  });
});

describe('credential endpoint refusals (draft 13 §7.3.1)', () => {
  it('refuses a proof signed by another key, for another audience, of another type, or without the c_nonce, with invalid_proof and a fresh c_nonce, changing nothing', async () => {
    const { publicId } = await issued();
    const holder = await ed25519Holder();
    const stranger = await ed25519Holder();
    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    const proofs = [
      await proofJwt(holder, { aud: ISSUER, nonce }, { signWith: stranger.privateKey }),
      await proofJwt(holder, { aud: 'http://mistral.localhost:3000', nonce }),
      await proofJwt(holder, { aud: ISSUER, nonce }, { header: { typ: 'JWT' } }),
      await proofJwt(holder, { aud: ISSUER, nonce: 'not-ours' }),
      await proofJwt(holder, { aud: ISSUER }),
      await proofJwt(holder, { aud: ISSUER, nonce }, { payload: { iat: Math.floor(Date.now() / 1000) - 3600 } }),
      await proofJwt(holder, { aud: ISSUER, nonce }, { header: { kid: 'did:web:example.org#key-1' } }),
      'not.a.jwt',
    ];
    const before = await fingerprint(api);
    for (const jwt of proofs) {
      const res = await credentialRequest(api, learner.host, accessToken, ldpRequest(jwt));
      expect(res.status, jwt).toBe(400);
      const body = await res.json();
      expect(body, jwt).toMatchObject({ error: 'invalid_proof', error_description: expect.any(String), c_nonce: expect.any(String), c_nonce_expires_in: expect.any(Number) });
      expect(body.c_nonce).not.toBe(nonce);
    }
    const noProof = await credentialRequest(api, learner.host, accessToken, { format: 'ldp_vc', credential_definition: { type: ['VerifiableCredential', 'OpenBadgeCredential'] } });
    expect((await noProof.json()).error).toBe('invalid_proof');
    expect(await fingerprint(api)).toEqual(before);

    // The fresh c_nonce of a refusal is one the next proof may sign.
    const refused = await (await credentialRequest(api, learner.host, accessToken, ldpRequest(await proofJwt(holder, { aud: ISSUER })))).json();
    const res = await credentialRequest(api, learner.host, accessToken, ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce: refused.c_nonce })));
    expect(res.status).toBe(200);
  });

  it('refuses another format or configuration, and an unreadable body, in the protocol’s words', async () => {
    const { publicId } = await issued();
    const holder = await ed25519Holder();
    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    const jwt = await proofJwt(holder, { aud: ISSUER, nonce });
    const cases: [unknown, string][] = [
      [{ format: 'jwt_vc_json', credential_definition: { type: ['VerifiableCredential'] }, proof: { proof_type: 'jwt', jwt } }, 'unsupported_credential_format'],
      [{ format: 'ldp_vc', credential_definition: { type: ['VerifiableCredential', 'UniversityDegreeCredential'] }, proof: { proof_type: 'jwt', jwt } }, 'unsupported_credential_type'],
      [{ credential_identifier: 'Other', proof: { proof_type: 'jwt', jwt } }, 'invalid_credential_request'],
      [{ proof: { proof_type: 'jwt', jwt } }, 'invalid_credential_request'],
      [{ format: 42 }, 'invalid_credential_request'],
      [[1, 2], 'invalid_credential_request'],
    ];
    const before = await fingerprint(api);
    for (const [body, error] of cases) {
      const res = await credentialRequest(api, learner.host, accessToken, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error, JSON.stringify(body)).toBe(error);
    }
    const unreadable = await api.request('/v2/oid4vci/credential', { method: 'POST', host: learner.host, headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: '{"format": ' });
    expect(unreadable.status).toBe(400);
    expect((await unreadable.json()).error).toBe('invalid_credential_request');
    expect(await fingerprint(api)).toEqual(before);
  });

  it('answers 401 invalid_token, with WWW-Authenticate, without a token, with a wrong one, and with one already spent on a copy', async () => {
    const { publicId } = await issued();
    const holder = await ed25519Holder();
    const { accessToken, res } = await pickUp(publicId, holder);
    expect(res.status).toBe(200);
    const body = ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce: (await res.json()).c_nonce }));
    for (const token of [accessToken, null, 'y'.repeat(43)]) {
      const again = await credentialRequest(api, learner.host, token, body);
      expect(again.status).toBe(401);
      expect(again.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect((await again.json()).error).toBe('invalid_token');
    }
    expect(await copiesOf(publicId)).toHaveLength(1);
  });
});

describe('one access token, one copy', () => {
  it('makes one copy when two credential requests race with the same token', async () => {
    const { publicId } = await issued();
    const holder = await ed25519Holder();
    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    const body = ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce }));
    const answers = await Promise.all([credentialRequest(api, learner.host, accessToken, body), credentialRequest(api, learner.host, accessToken, body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    expect(await copiesOf(publicId)).toHaveLength(1);
  });
});

describe("another community's offer on this host", () => {
  it('is not found, its code an invalid_grant, its access token an invalid_token', async () => {
    const { publicId } = await issued();
    const offer = await openOffer(api, learner, publicId);
    const other = world.mistral.host;
    expect((await api.request(backendPath(offer.credential_offer_uri), { host: other })).status).toBe(404);
    const exchanged = await tokenRequest(api, other, { grant_type: PRE_AUTHORIZED_GRANT, 'pre-authorized_code': offer.code, tx_code: offer.tx_code });
    expect(exchanged.status).toBe(400);
    expect((await exchanged.json()).error).toBe('invalid_grant');

    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    const holder = await ed25519Holder();
    const res = await credentialRequest(api, other, accessToken, ldpRequest(await proofJwt(holder, { aud: 'http://mistral.localhost:3000', nonce })));
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('invalid_token');
    expect(await copiesOf(publicId)).toHaveLength(0);
  });
});

describe('revocation', () => {
  it('denies the credential request of a credential revoked since the offer, and issues no copy', async () => {
    const { publicId, certification } = await issued();
    const holder = await ed25519Holder();
    const { accessToken, nonce } = await accessTokenFor(api, learner, publicId);
    await revokeCredentialForCertification(api.db, certification.id);
    const res = await credentialRequest(api, learner.host, accessToken, ldpRequest(await proofJwt(holder, { aud: ISSUER, nonce })));
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('credential_request_denied');
    expect(await copiesOf(publicId)).toHaveLength(0);
  });

  it("reaches every copy: the original's withdrawal sets the copy's status bit and erases its content", async () => {
    const { publicId, certification } = await issued();
    const holder = await ed25519Holder();
    const { res } = await pickUp(publicId, holder);
    const copy = (await res.json()).credential;
    expect(await verifyCredential(api.db, badgeSettings(api.deps), copy)).toMatchObject({ status: 'valid' });

    await deleteCertification(api.db, certification.id);
    expect(await verifyCredential(api.db, badgeSettings(api.deps), copy)).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
    const [stored] = await copiesOf(publicId);
    expect(stored).toMatchObject({ document: null, revokedAt: expect.any(Date) });
    const download = await api.request(`/v2/credentials/${stored.publicId}`, { host: learner.host });
    expect(download.status).toBe(410);
  });

  it('revokes the copy with the original when only the credential is revoked', async () => {
    const { publicId, certification } = await issued();
    const { res } = await pickUp(publicId, await ed25519Holder());
    const copy = (await res.json()).credential;
    expect(await revokeCredentialForCertification(api.db, certification.id)).toBe(true);
    expect(await verifyCredential(api.db, badgeSettings(api.deps), copy)).toMatchObject({ status: 'revoked' });
    const rows = await api.db.select().from(openBadgeCredentials).where(and(eq(openBadgeCredentials.certificationId, certification.id), isNotNull(openBadgeCredentials.revokedAt)));
    expect(rows).toHaveLength(2);
  });
});

describe('metadata', () => {
  /**
   * OpenID4VCI draft 13 §11.2.3 (Credential Issuer Metadata Parameters) requires
   * `credential_issuer`, `credential_endpoint` and `credential_configurations_supported`; in each
   * configuration `format` (§11.2.3), for `ldp_vc` a `credential_definition` with `@context` and
   * `type` (Appendix A.1.2.2), in each `proof_types_supported` entry
   * `proof_signing_alg_values_supported`, and in each `display` entry `name`. RFC 8414 §2 requires
   * of the authorization server `issuer` and `response_types_supported`, and a `token_endpoint`
   * for any grant but the implicit one; draft 13 §11.3 adds `pre-authorized_grant_anonymous_access_supported`.
   */
  it("has every field the specification requires, on each community's host", async () => {
    const res = await api.request('/.well-known/openid-credential-issuer', { host: world.demo.host });
    expect(res.status).toBe(200);
    const metadata = await res.json();
    expect(metadata.credential_issuer).toBe(ISSUER);
    expect(metadata.credential_endpoint).toBe(`${ISSUER}/api/v2/oid4vci/credential`);
    expect(metadata.display).toContainEqual({ name: world.demo.community.name, locale: 'fr' });
    const configuration = metadata.credential_configurations_supported.OpenBadgeCredential_ldp_vc;
    expect(configuration).toMatchObject({
      format: 'ldp_vc',
      credential_definition: { '@context': expect.arrayContaining(['https://www.w3.org/ns/credentials/v2']), type: ['VerifiableCredential', 'OpenBadgeCredential'] },
      cryptographic_binding_methods_supported: ['did:key', 'did:jwk'],
      credential_signing_alg_values_supported: ['eddsa-rdfc-2022'],
      proof_types_supported: { jwt: { proof_signing_alg_values_supported: ['EdDSA', 'ES256'] } },
    });
    for (const entry of configuration.display) expect(entry.name).toEqual(expect.any(String));
    expect(configuration.display.map((entry: { locale: string }) => entry.locale).sort()).toEqual(['el', 'en', 'fr', 'it', 'nl', 'pt']);

    const server = await (await api.request('/.well-known/oauth-authorization-server', { host: world.demo.host })).json();
    expect(server).toMatchObject({
      issuer: ISSUER,
      token_endpoint: `${ISSUER}/api/v2/oid4vci/token`,
      response_types_supported: expect.any(Array),
      grant_types_supported: [PRE_AUTHORIZED_GRANT],
      'pre-authorized_grant_anonymous_access_supported': true,
    });

    const mistral = await (await api.request('/.well-known/openid-credential-issuer', { host: world.mistral.host })).json();
    expect(mistral.credential_issuer).toBe('http://mistral.localhost:3000');
    expect((await api.request('/.well-known/openid-credential-issuer', { host: 'nowhere.localhost:3000' })).status).toBe(404);
  });

  it("names the same contexts the credentials carry", async () => {
    const { document } = await issued();
    const metadata = await (await api.request('/.well-known/openid-credential-issuer', { host: world.demo.host })).json();
    expect(metadata.credential_configurations_supported.OpenBadgeCredential_ldp_vc.credential_definition['@context']).toEqual(document['@context']);
  });
});
