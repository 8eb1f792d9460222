import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import { certifications, experiences, issuerKeys, microRecognitionSkills, openBadgeCredentials } from '@/server/db/schema';
import { createExperience, createRecognition } from '@/server/seed/fixtures';
import { badgeSettings } from '@/server/http/context';
import { identityHash } from '@/server/modules/credentials/credential-document';
import { issuerIdentity } from '@/server/modules/credentials/issuer-identity';
import { liveCredentialUrls } from '@/server/modules/credentials/public-credentials';
import { deleteCertification, issueCredentialForCertification, revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { signCredential } from '@/server/modules/credentials/signing';
import { STATUS_LIST_LENGTH, signedStatusList } from '@/server/modules/credentials/status-lists';
import { verifyCredential } from '@/server/modules/credentials/verification';
import { createSecretBox } from '@/server/platform/secret-box';
import { achievementCredentialErrors } from '../support/achievement-credential-schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// Issuing, verifying and revoking with the real libraries and real Ed25519 keys (issue 11).
let api: TestApi;
let world: TwoCommunities;
const settings = () => badgeSettings(api.deps);
const withoutKey = (document: Record<string, unknown>, name: string) => Object.fromEntries(Object.entries(document).filter(([key]) => key !== name));
const withoutProof = (document: Record<string, unknown>) => withoutKey(document, 'proof');

type CertifyOptions = {
  description?: string;
  teacher?: string;
  sharing?: 'private' | 'public';
  pictureKey?: string | null;
  skills?: { name: string; level: number }[];
  /** Certified through a request whose learner agreed the proof shows the text and picture (without: a certification made without a request). */
  shown?: boolean;
};

/** The request a certification comes from, its skills certified at the levels asked, the text and picture shown. */
async function agreedRequest(experienceId: number) {
  const request = await createRecognition(api.db, {
    communityId: world.demo.community.id,
    experienceId,
    status: 'accepted',
    teacherEmail: 'teacher@demo.test',
    proofShowsText: true,
    proofShowsPicture: true,
    proofAcceptedAt: new Date(),
  });
  await api.db.update(microRecognitionSkills).set({ teacherLevel: microRecognitionSkills.studentLevel }).where(eq(microRecognitionSkills.microRecognitionId, request.id));
  return request.id;
}
async function certify(overrides: CertifyOptions = {}) {
  const experience = await createExperience(api.db, {
    userId: world.demo.learner.id,
    communityId: world.demo.community.id,
    description: overrides.description ?? 'Built a weather station with the physics club.',
    sharingParameters: overrides.sharing ?? 'private',
    skills: overrides.skills ?? [{ name: 'Teamwork', level: 3 }, { name: 'Curiosity', level: 1 }],
  });
  if (overrides.pictureKey) await api.db.update(experiences).set({ pictureKey: overrides.pictureKey, pictureWidth: 64, pictureHeight: 48 }).where(eq(experiences.id, experience.id));
  const microRecognitionId = overrides.shown ? await agreedRequest(experience.id) : null;
  const [certification] = await api.db
    .insert(certifications)
    .values({ experienceId: experience.id, microRecognitionId, certificatorName: overrides.teacher ?? 'Thomas Tuteur', certificatorEmail: 'teacher@demo.test', createdAt: new Date('2026-03-04T10:00:00Z') })
    .returning();
  return { experience, certification };
}

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

describe('issueCredentialForCertification', () => {
  it('issues an OpenBadgeCredential signed by the community as did:web, from the certification', async () => {
    const { certification } = await certify();
    const { document, publicId } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const identity = issuerIdentity(api.deps.appOrigin, 'demo');
    expect(identity.did).toBe('did:web:demo.localhost%3A3000');
    expect(document['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      'https://purl.imsglobal.org/spec/ob/v3p0/extensions.json',
    ]);
    expect(document.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(document.id).toBe(`http://demo.localhost:3000/credentials/${publicId}`);
    expect(document.issuer).toMatchObject({ id: identity.did, name: 'Demo' });
    expect(document.validFrom).toBe('2026-03-04T10:00:00.000Z');
    expect(document.awardedDate).toBe('2026-03-04T10:00:00.000Z');
    expect(document.credentialSchema).toEqual([{ id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' }]);
    const subject = document.credentialSubject as any;
    const [identifier] = subject.identifier;
    expect(identifier).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identifier.identityHash).toBe(identityHash(world.demo.learner.email, identifier.salt));
    expect(JSON.stringify(document)).not.toContain(world.demo.learner.email);
    expect(subject.achievement.criteria.narrative).toContain('Thomas Tuteur');
    expect(subject.achievement.resultDescription.map((r: any) => r.name)).toEqual(['Teamwork', 'Curiosity']);
    // One scale everywhere: four rubric levels named in the learner's language (French here), 1 to 4
    // as the stars count; Teamwork at level 3 (4 stars) is "Maîtrise", Curiosity at 1 (2 stars) "Entraînement".
    expect(subject.achievement.inLanguage).toBe('fr');
    expect(subject.achievement.criteria.narrative).toBe('Expérience validée par Thomas Tuteur, enseignant·e, pour Demo.');
    const [teamwork] = subject.achievement.resultDescription;
    expect(teamwork).toMatchObject({ resultType: 'RubricCriterionLevel' });
    expect(teamwork.rubricCriterionLevel.map((level: any) => [level.level, level.name])).toEqual([
      ['1', 'Découverte'],
      ['2', 'Entraînement'],
      ['3', 'Aisance'],
      ['4', 'Maîtrise'],
    ]);
    const achieved = subject.result.map((r: any) => subject.achievement.resultDescription.find((d: any) => d.id === r.resultDescription).rubricCriterionLevel.find((l: any) => l.id === r.achievedLevel));
    expect(achieved.map((level: any) => [level.level, level.name])).toEqual([
      ['4', 'Maîtrise'],
      ['2', 'Entraînement'],
    ]);
    expect(document.proof).toMatchObject([{ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', verificationMethod: `${identity.did}#key-1`, proofPurpose: 'assertionMethod' }]);
    expect(document.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
  });

  it('is idempotent: a certification has one credential', async () => {
    const { certification } = await certify();
    const first = await issueCredentialForCertification(api.db, settings(), certification.id);
    const again = await issueCredentialForCertification(api.db, settings(), certification.id);
    expect(again.publicId).toBe(first.publicId);
    expect(await api.db.select().from(openBadgeCredentials).where(eq(openBadgeCredentials.certificationId, certification.id))).toHaveLength(1);
  });

  it('refuses an unknown certification', async () => {
    await expect(issueCredentialForCertification(api.db, settings(), 999_999)).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('keeps the secret key sealed: the stored value is not the key, and opens only under the master key', async () => {
    const [key] = await api.db.select().from(issuerKeys).where(eq(issuerKeys.communityId, world.demo.community.id));
    expect(key.secretKeySealed.startsWith('v1.')).toBe(true);
    const secret = api.deps.badgeKeys.open(key.secretKeySealed);
    expect(secret.startsWith('z')).toBe(true);
    expect(key.secretKeySealed).not.toContain(secret);
    expect(() => createSecretBox(randomBytes(32)).open(key.secretKeySealed)).toThrow();
  });
});

describe("1EdTech's AchievementCredential JSON Schema (strict, pinned)", () => {
  it('accepts every credential issued: with skills and a picture, public and shown (its page as evidence) or private (no evidence), without skills', async () => {
    const cases = [
      await certify(),
      await certify({ description: 'Une sortie publique au musée, avec photo.', sharing: 'public', pictureKey: 'a1b2c3d4.jpg', shown: true }),
      await certify({ description: 'Sans compétence.', skills: [] }),
    ];
    const documents = [];
    for (const { certification } of cases) documents.push((await issueCredentialForCertification(api.db, settings(), certification.id)).document);
    for (const document of documents) expect(achievementCredentialErrors(document)).toEqual([]);
    const [, publicOne] = documents;
    expect(publicOne.evidence).toEqual([{ id: expect.stringMatching(/^http:\/\/demo\.localhost:3000\/experiences\/public\/[\w-]+$/), type: ['Evidence'], name: 'Une sortie publique au musée, avec photo.' }]);
    expect(documents[0].evidence).toBeUndefined();
    // And each still verifies with the Data Integrity stack.
    for (const document of documents) expect(await verifyCredential(api.db, settings(), document)).toMatchObject({ signature: 'ok', status: 'valid' });
  });

  it('is not a schema that accepts anything: a single proof object, no validFrom, no subject are refused', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    expect(achievementCredentialErrors({ ...document, proof: (document.proof as unknown[])[0] })).toContain('/proof must be array');
    expect(achievementCredentialErrors(withoutKey(document, 'validFrom')).join()).toContain("must have required property 'validFrom'");
    expect(achievementCredentialErrors(withoutKey(document, 'credentialSubject')).join()).toContain("must have required property 'credentialSubject'");
  });

  it('a credential stored before proofs were lists verifies still, as the migration leaves it (the proof is not signed)', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const single = { ...document, proof: (document.proof as unknown[])[0] };
    expect(await verifyCredential(api.db, settings(), single)).toMatchObject({ signature: 'ok', status: 'valid' });
  });
});

describe('verifyCredential', () => {
  it('finds a fresh credential valid', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    expect(await verifyCredential(api.db, settings(), document)).toEqual({
      signature: 'ok',
      revoked: false,
      status: 'valid',
      issuer: { id: 'did:web:demo.localhost%3A3000', name: 'Demo' },
      reason: null,
    });
  });

  it('finds a credential with one field changed bad', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const tampered = structuredClone(document) as any;
    tampered.credentialSubject.result[0].achievedLevel = tampered.credentialSubject.achievement.resultDescription[0].rubricCriterionLevel[0].id;
    expect(await verifyCredential(api.db, settings(), tampered)).toMatchObject({ signature: 'bad', status: 'invalid' });
  });

  it('finds a credential signed with another key in the community’s name bad', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const unsigned = withoutProof(document);
    // Another master key: another community key is made for a copy of the community in another database.
    const intruder = await startTestApi();
    try {
      const copy = await buildTwoCommunities(intruder);
      const forged = await signCredential(intruder.db, badgeSettings(intruder.deps), copy.demo.community.id, issuerIdentity(intruder.deps.appOrigin, 'demo'), unsigned);
      expect((forged.proof as any)[0].verificationMethod).toBe((document.proof as any)[0].verificationMethod);
      expect(await verifyCredential(api.db, settings(), forged)).toMatchObject({ signature: 'bad', status: 'invalid' });
    } finally {
      await intruder.close();
    }
  });

  it('reads the revocation from the status entry, not from `verified`', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    expect(await revokeCredentialForCertification(api.db, certification.id)).toBe(true);
    expect(await revokeCredentialForCertification(api.db, certification.id)).toBe(false);
    expect(await verifyCredential(api.db, settings(), document)).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
  });

  it('refuses what it cannot resolve: another issuer, no proof, not an object', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const elsewhere = { ...structuredClone(document), issuer: { id: 'did:web:example.org', type: ['Profile'], name: 'Elsewhere' } };
    expect(await verifyCredential(api.db, settings(), elsewhere)).toMatchObject({ signature: 'bad', status: 'invalid' });
    expect(await verifyCredential(api.db, settings(), withoutProof(document))).toMatchObject({ signature: 'bad', reason: 'The credential carries no proof' });
    expect(await verifyCredential(api.db, settings(), 'nothing')).toMatchObject({ signature: 'bad', issuer: null });
  });
});

describe('the status list', () => {
  it('is a signed list of 131,072 bits with exactly the revoked indexes set, re-signed only when they change', async () => {
    const kept = await certify();
    const dropped = await certify();
    const keptCredential = await issueCredentialForCertification(api.db, settings(), kept.certification.id);
    const droppedCredential = await issueCredentialForCertification(api.db, settings(), dropped.certification.id);
    const indexOf = (document: any) => Number(document.credentialStatus.statusListIndex);
    const listId = Number(/(\d+)$/.exec((keptCredential.document.credentialStatus as any).statusListCredential)![1]);

    const before = await signedStatusList(api.db, settings(), listId, world.demo.community.id);
    expect(await signedStatusList(api.db, settings(), listId, world.demo.community.id)).toEqual(before);
    // Deleting the certification revokes through deleteCertification; the experience cascade through the foreign key.
    expect(await deleteCertification(api.db, dropped.certification.id)).toBe(true);
    const after = (await signedStatusList(api.db, settings(), listId, world.demo.community.id)) as any;
    expect(after).not.toEqual(before);
    expect(after.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(after.issuer).toBe('did:web:demo.localhost%3A3000');
    expect(after.credentialSubject.statusPurpose).toBe('revocation');
    const bits = await decodeList({ encodedList: after.credentialSubject.encodedList });
    expect(bits.getStatus(indexOf(droppedCredential.document))).toBe(true);
    expect(bits.getStatus(indexOf(keptCredential.document))).toBe(false);
    expect((await verifyCredential(api.db, settings(), after)).signature).toBe('ok');
    // The whole list, for privacy (Bitstring Status List §6.1).
    expect(bits.length).toBe(STATUS_LIST_LENGTH);
    expect(STATUS_LIST_LENGTH).toBeGreaterThanOrEqual(131_072);
  });

  it('revokes when the experience is deleted (the foreign key sets the certification to null)', async () => {
    const { experience, certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    await api.db.delete(experiences).where(eq(experiences.id, experience.id));
    expect(await verifyCredential(api.db, settings(), document)).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
  });

  it('is not another community’s', async () => {
    const { certification } = await certify();
    const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
    const listId = Number(/(\d+)$/.exec((document.credentialStatus as any).statusListCredential)![1]);
    expect(await signedStatusList(api.db, settings(), listId, world.mistral.community.id)).toBeNull();
  });
});

it('gives PDFs the verify page of each certified experience whose credential is not revoked', async () => {
  const { experience, certification } = await certify();
  const { document } = await issueCredentialForCertification(api.db, settings(), certification.id);
  const uncertified = await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id });
  expect(await liveCredentialUrls(api.db, [experience.id, uncertified.id])).toEqual(new Map([[experience.id, document.id]]));
  await revokeCredentialForCertification(api.db, certification.id);
  expect(await liveCredentialUrls(api.db, [experience.id])).toEqual(new Map());
});

it('Ed25519 multikeys are real: a generated key signs and the library reads it back', async () => {
  const key = await Ed25519Multikey.generate();
  expect(key.publicKeyMultibase.startsWith('z6Mk')).toBe(true);
});

describe("the experience's certifications", () => {
  it('name the live credential that anyone can open, and no longer once it is revoked', async () => {
    const { experience, certification } = await certify();
    const { token } = await login(api, world.demo.learner.email, world.demo.host);
    const read = async () => (await (await api.request(`/v2/experiences/${experience.id}`, { host: world.demo.host, token })).json()).data.certification_attributes;
    expect((await read())[0].credential_id).toBeNull();
    const { publicId } = await issueCredentialForCertification(api.db, settings(), certification.id);
    expect((await read())[0]).toMatchObject({ id: certification.id, credential_id: publicId });
    await revokeCredentialForCertification(api.db, certification.id);
    expect((await read())[0].credential_id).toBeNull();
  });
});
