import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeSettings } from '@/server/http/context';
import { revokeCredentialForCertification } from '@/server/modules/credentials/issuing';
import { verifyCredential } from '@/server/modules/credentials/verification';
import { startTestApi, type TestApi } from '../support/api-harness';
import { issueCertifiedCredential } from '../support/credentials';
import { bakedInPng } from '../support/baked-badges';
import { buildTwoCommunities, type TwoCommunities } from '../support/communities';

// Baked badges (OB 3.0 §5.3): the credential travels inside its image, read back here with a
// generic PNG chunk reader and an XML parser, as any verifier would, and checked with the
// product's Data Integrity verification.
let api: TestApi;
let world: TwoCommunities;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
});
afterAll(() => api.close());

const issued = () =>
  issueCertifiedCredential(api, {
    userId: world.demo.learner.id,
    communityId: world.demo.community.id,
    description: 'Organised the school’s recycling week.',
    skills: [{ name: 'Organisation', level: 2 }],
  });

function credentialFromPng(png: Buffer) {
  const { chunks, baked } = bakedInPng(png);
  expect(chunks[0].name).toBe('IHDR');
  expect(chunks.at(-1)!.name).toBe('IEND');
  expect(baked).toHaveLength(1);
  expect(baked[0]).toMatchObject({ compressed: 0, method: 0, language: '', translated: '' });
  return JSON.parse(baked[0].text);
}

function credentialFromSvg(svg: string) {
  const parsed = new XMLParser({ ignoreAttributes: false, cdataPropName: '#cdata', preserveOrder: true }).parse(svg);
  const root = parsed.find((node: Record<string, unknown>) => 'svg' in node);
  expect(root[':@']).toMatchObject({ '@_xmlns:openbadges': 'https://purl.imsglobal.org/ob/v3p0' });
  // Directly after the <svg> tag, and only once.
  const children = root.svg as Record<string, unknown>[];
  expect(Object.keys(children[0])).toContain('openbadges:credential');
  expect(children.filter((child) => 'openbadges:credential' in child)).toHaveLength(1);
  const content = children[0]['openbadges:credential'] as { '#cdata': { '#text': string }[] }[];
  return JSON.parse(content[0]['#cdata'][0]['#text']);
}

const download = (publicId: string, format: 'png' | 'svg', host = world.demo.host, headers: Record<string, string> = {}) =>
  api.request(`/v2/credentials/${publicId}/badge.${format}`, { host, headers });

describe('GET /v2/credentials/{publicId}/badge.png and badge.svg', () => {
  it('bake the signed credential as served by GET /v2/credentials/{publicId}, and it verifies', async () => {
    const { publicId } = await issued();
    const json = await (await api.request(`/v2/credentials/${publicId}`, { host: world.demo.host })).json();

    const png = await download(publicId, 'png');
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe(`attachment; filename="open-badge-${publicId}.png"`);
    expect(png.headers.get('cache-control')).toBe('no-cache');
    const fromPng = credentialFromPng(Buffer.from(await png.arrayBuffer()));

    const svg = await download(publicId, 'svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(svg.headers.get('content-disposition')).toBe(`attachment; filename="open-badge-${publicId}.svg"`);
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    const fromSvg = credentialFromSvg(await svg.text());

    for (const credential of [fromPng, fromSvg]) {
      expect(credential).toEqual(json);
      expect(credential.credentialSubject.achievement.image).toEqual({ id: `${world.demo.origin}/api/v2/credentials/${publicId}/badge.png`, type: 'Image' });
      expect(await verifyCredential(api.db, badgeSettings(api.deps), credential)).toMatchObject({ signature: 'ok', revoked: false, status: 'valid' });
    }
  });

  it('answers 304 to a copy that is still current', async () => {
    const { publicId } = await issued();
    const first = await download(publicId, 'png');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await download(publicId, 'png', world.demo.host, { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers 410 once revoked, and every copy already out checks as revoked', async () => {
    const { certification, publicId } = await issued();
    const copies = [credentialFromPng(Buffer.from(await (await download(publicId, 'png')).arrayBuffer())), credentialFromSvg(await (await download(publicId, 'svg')).text())];
    const etag = (await download(publicId, 'svg')).headers.get('etag')!;
    await revokeCredentialForCertification(api.db, certification.id);
    for (const format of ['png', 'svg'] as const) {
      const res = await download(publicId, format);
      expect(res.status).toBe(410);
      expect((await res.json()).error.code).toBe('CREDENTIAL_REVOKED');
    }
    // A browser revalidating its copy learns it too.
    expect((await download(publicId, 'svg', world.demo.host, { 'if-none-match': etag })).status).toBe(410);
    for (const copy of copies) expect(await verifyCredential(api.db, badgeSettings(api.deps), copy)).toMatchObject({ signature: 'ok', revoked: true, status: 'revoked' });
  });

  it("is not found on another community's host, for an unknown id, nor for an id that is no UUID", async () => {
    const { publicId } = await issued();
    for (const format of ['png', 'svg'] as const) {
      expect((await download(publicId, format, world.mistral.host)).status).toBe(404);
      expect((await download('00000000-0000-4000-8000-000000000000', format)).status).toBe(404);
      expect((await download('not-a-uuid', format)).status).toBe(404);
      expect((await download(publicId, format, 'localhost:3000')).status).toBe(404);
    }
  });
});
