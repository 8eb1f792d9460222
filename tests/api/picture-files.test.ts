import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { AFTER_GRACE_MS, backendPath, fileOf, postExperience, sweepFiles, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

/**
 * Pictures are stored once per content (SHA-256 names) and shared by every experience with the
 * same bytes. A file goes only with the sweeper, once no experience references it and its
 * registration is older than the grace period: never under an experience that uses it.
 */
let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
let peer: { token: string; host: string };
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  peer = { token: (await login(api, world.demo.peer.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

async function create(auth: { token: string; host: string }, picture: Buffer) {
  const res = await postExperience(api, auth, validExperience(), picture);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data as { id: number; picture_url: string };
}
const remove = (auth: { token: string; host: string }, id: number) => api.request(`/v2/experiences/${id}`, { method: 'DELETE', host: auth.host, token: auth.token });
const fetchable = async (pictureUrl: string) => (await api.request(backendPath(pictureUrl))).status === 200;

/** As if the file had been registered long ago: the sweeper may take it as soon as nothing uses it. */
const ageRegistration = (key: string) =>
  api.db.update(storedFiles).set({ writtenAt: sql`now() - interval '2 hours'` }).where(eq(storedFiles.key, key));

describe('a deleted experience racing an upload of the same picture', () => {
  it('never leaves the new experience without its file (50 rounds, sweeper running)', async () => {
    const picture = await jpeg(40, 40, '#3366cc');
    // Two learners take turns: each round one deletes hers while the other uploads the same bytes.
    const authors = [learner, peer];
    let previous = await create(learner, picture);
    for (let round = 0; round < 50; round++) {
      await ageRegistration(fileOf(previous.picture_url));
      const [owner, uploader] = round % 2 === 0 ? authors : [...authors].reverse();
      // The delete starts a little later each round, to land anywhere in the upload's steps.
      const later = (round % 25) * 1.5;
      const deleting = new Promise((resolve) => setTimeout(resolve, later)).then(() => remove(owner, previous.id));
      const [deleted, next] = await Promise.all([deleting, create(uploader, picture), sweepFiles(api, 0)]);
      expect(deleted.status).toBe(204);
      await sweepFiles(api, 0);
      expect(await fetchable(next.picture_url), `round ${round}`).toBe(true);
      previous = next;
    }
  });
});

describe('the sweeper', () => {
  it('removes a deleted experience\'s file after the grace period, not before', async () => {
    const e = await create(learner, await jpeg(41, 41, '#aa0000'));
    const key = fileOf(e.picture_url);
    expect((await remove(learner, e.id)).status).toBe(204);

    expect(await sweepFiles(api, 0)).not.toContain(key);
    expect(await sweepFiles(api, AFTER_GRACE_MS - 60_000)).not.toContain(key);
    expect(await fetchable(e.picture_url)).toBe(true);

    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(key);
    expect(await api.storedFiles()).not.toContain(key);
    expect(await api.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
  });

  it('keeps a shared file while any experience references it', async () => {
    const picture = await jpeg(42, 42, '#00aa00');
    const a = await create(learner, picture);
    const b = await create(peer, picture);
    expect(b.picture_url).toBe(a.picture_url);
    expect((await remove(learner, a.id)).status).toBe(204);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).not.toContain(fileOf(b.picture_url));
    expect(await fetchable(b.picture_url)).toBe(true);

    expect((await remove(peer, b.id)).status).toBe(204);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(fileOf(b.picture_url));
    expect(await fetchable(b.picture_url)).toBe(false);
  });

  it('gives a file uploaded again after its sweep a fresh grace period', async () => {
    const picture = await jpeg(43, 43, '#0000aa');
    const first = await create(learner, picture);
    expect((await remove(learner, first.id)).status).toBe(204);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).toContain(fileOf(first.picture_url));

    const again = await create(learner, picture);
    expect(again.picture_url).toBe(first.picture_url);
    expect(await fetchable(again.picture_url)).toBe(true);
    expect(await sweepFiles(api, AFTER_GRACE_MS)).not.toContain(fileOf(again.picture_url));
  });
});
