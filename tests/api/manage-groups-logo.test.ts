import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, fileOf, sweepFiles } from '../support/experiences';
import { fingerprint } from '../support/fingerprint';
import { groupForm } from '../support/groups';
import { exifHasGps, jpegWithGps, png } from '../support/pictures';

let api: TestApi;
let world: TwoCommunities;
let admin: { token: string; host: string };

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  admin = { token: (await login(api, world.demo.admin.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const putLogo = async (bytes: Buffer, filename: string, type: string) => {
  const group = await createGroup(api.db, world.demo.community.id);
  const res = await api.request(`/v2/groups/${group.id}`, { method: 'PUT', host: admin.host, token: admin.token, body: groupForm({}, { bytes, filename, type }) });
  return { res, group };
};

describe('group logos go through the picture pipeline', () => {
  it('creates a group with a logo: re-encoded as a 256 px square JPEG without its GPS position', async () => {
    const res = await api.request('/v2/groups', {
      method: 'POST',
      host: admin.host,
      token: admin.token,
      body: groupForm({ 'group[name]': 'Club photo', community_id: String(world.demo.community.id) }, { bytes: await jpegWithGps() }),
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.logo_url).toMatch(/^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);
    const file = await api.request(backendPath(data.logo_url));
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(exifHasGps(meta.exif)).toBe(false);
  });

  it('reads a PNG named .jpg as the PNG it is, and stores a JPEG', async () => {
    const { res } = await putLogo(await png(300, 200), 'logo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const file = await api.request(backendPath(data.logo_url));
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
  });

  it('refuses an SVG carrying a script and a file that is no picture, with a logo error, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    for (const [bytes, filename, type] of [
      [svg, 'logo.svg', 'image/svg+xml'],
      [svg, 'logo.png', 'image/png'],
      [Buffer.from('%PDF-1.7 not a picture'), 'logo.jpg', 'image/jpeg'],
    ] as const) {
      const group = await createGroup(api.db, world.demo.community.id);
      const before = await fingerprint(api);
      const res = await api.request(`/v2/groups/${group.id}`, {
        method: 'PUT',
        host: admin.host,
        token: admin.token,
        body: groupForm({ 'group[name]': 'Renamed' }, { bytes, filename, type }),
      });
      expect(res.status, filename).toBe(422);
      expect((await res.json()).errors.logo[0]).toMatch(/must be a JPEG, PNG/);
      expect(await fingerprint(api)).toEqual(before);
    }
  });

  it('keeps a group logo from the file sweeper', async () => {
    const { res } = await putLogo(await png(64, 64, '#123456'), 'logo.png', 'image/png');
    const { data } = await res.json();
    await sweepFiles(api, AFTER_GRACE_MS);
    expect(await api.storedFiles()).toContain(fileOf(data.logo_url));
  });
});
