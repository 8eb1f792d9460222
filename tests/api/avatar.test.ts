import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, userRow, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, fileOf, sweepFiles } from '../support/experiences';
import { exifHasGps, jpeg, jpegWithGps, png } from '../support/pictures';

// Spec §7: "PUT /v2/users/{id} multipart with an avatar file (payload user and file)"; §3 User:
// "avatar (file), avatarUrl … The avatar image, or initials when absent". Issue 9: "sniffed,
// re-encoded, stripped of metadata like experience pictures, cropped square".

let api: TestApi;
let world: TwoCommunities;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  tokens.learner = (await login(api, world.demo.learner.email, world.demo.host)).token;
  tokens.peer = (await login(api, world.demo.peer.email, world.demo.host)).token;
  tokens.admin = (await login(api, world.demo.admin.email, world.demo.host)).token;
  tokens.mistral = (await login(api, world.mistral.learner.email, world.mistral.host)).token;
});
afterAll(() => api.close());

function avatarForm(bytes: Buffer | null, { filename = 'me.jpg', type = 'image/jpeg' } = {}) {
  const form = new FormData();
  form.append('user', JSON.stringify({ id: world.demo.learner.id, firstname: 'Ignored' }));
  if (bytes) form.append('user[avatar]', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
const upload = (id: number, token: string, body: FormData, host = world.demo.host) => api.request(`/v2/users/${id}`, { method: 'PUT', host, token, body });
const fetchAvatar = async (url: string) => Buffer.from(await (await api.request(backendPath(url))).arrayBuffer());

describe('PUT /v2/users/{id} with an avatar file', () => {
  it('stores a 256 px square JPEG without its GPS position, and shows it to the community', async () => {
    const input = await jpegWithGps();
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const res = await upload(world.demo.learner.id, tokens.learner, avatarForm(input));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.firstname).toBe(world.demo.learner.firstname);
    expect(data.avatar_url).toMatch(/^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);
    const stored = await sharp(await fetchAvatar(data.avatar_url)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    const card = await (await api.request(`/v2/users/${world.demo.learner.id}/card`, { host: world.demo.host, token: tokens.peer })).json();
    expect(card.data.avatar_url).toBe(data.avatar_url);
  });

  it('refuses a file that is not a picture whatever its name says, an empty one, and a missing one, changing nothing', async () => {
    const before = await userRow(api, world.demo.peer.id);
    for (const form of [
      avatarForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { filename: 'me.jpg' }),
      avatarForm(Buffer.from('%PDF-1.4 not a picture')),
      avatarForm(Buffer.alloc(0)),
      avatarForm(null),
    ]) {
      const res = await upload(world.demo.peer.id, tokens.peer, form);
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(['avatar']);
    }
    expect(await userRow(api, world.demo.peer.id)).toEqual(before);
  });

  it('is one’s own or a community admin’s to change: 403 for a peer, 404 across communities', async () => {
    const picture = await png(80, 40);
    expect((await upload(world.demo.learner.id, tokens.peer, avatarForm(picture))).status).toBe(403);
    expect((await upload(world.demo.learner.id, tokens.mistral, avatarForm(picture), world.mistral.host)).status).toBe(404);
    const byAdmin = await upload(world.demo.peer.id, tokens.admin, avatarForm(picture));
    expect(byAdmin.status).toBe(200);
    expect((await sharp(await fetchAvatar((await byAdmin.json()).data.avatar_url)).metadata()).width).toBe(256);
  });

  it('takes the avatar away on request; the sweeper then removes the file no one uses', async () => {
    const res = await upload(world.demo.admin.id, tokens.admin, avatarForm(await jpeg(120, 90, '#0a0b0c')));
    const file = fileOf((await res.json()).data.avatar_url);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).not.toContain(file);
    const removed = await api.request(`/v2/users/${world.demo.admin.id}`, { method: 'PUT', host: world.demo.host, token: tokens.admin, json: { user: { remove_avatar: true } } });
    expect((await removed.json()).data.avatar_url).toBeNull();
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(file);
  });
});
