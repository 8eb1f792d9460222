import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences, idempotencyKeys } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { fingerprint } from '../support/fingerprint';
import { experienceForm, jpeg } from '../support/pictures';
import { patchExperience, validExperience } from '../support/experiences';

let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string; id: number };
let peer: { token: string; host: string; id: number };
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { host } = world.demo;
  learner = { token: (await login(api, world.demo.learner.email, host)).token, host, id: world.demo.learner.id };
  peer = { token: (await login(api, world.demo.peer.email, host)).token, host, id: world.demo.peer.id };
});
afterAll(() => api.close());

let keys = 0;
const newKey = () => `wizard-${++keys}-0f8fad5b-d9cb-469f-a165-70867728950e`;

async function postPicture(auth: { token: string; host: string }, key: string | null, picture: Buffer, fields: Record<string, unknown> = {}) {
  const body = experienceForm(validExperience(fields), picture);
  const headers = key === null ? undefined : { 'idempotency-key': key };
  return api.request('/v2/experiences', { method: 'POST', host: auth.host, token: auth.token, body, headers });
}
const post = async (auth: { token: string; host: string }, key: string | null, fields: Record<string, unknown> = {}) => postPicture(auth, key, await jpeg(30, 30, '#446688'), fields);
const postStory = (key: string, story: Record<string, unknown>) =>
  api.request('/v2/stories', { method: 'POST', host: learner.host, token: learner.token, headers: { 'idempotency-key': key }, json: { story } });
const experiencesOf = async (userId: number) => (await api.db.select().from(experiences).where(eq(experiences.userId, userId))).length;

describe('POST /v2/experiences with an Idempotency-Key', () => {
  it('answers a repeat by the same user with the first result, creating nothing', async () => {
    const key = newKey();
    const before = await experiencesOf(learner.id);
    const first = await post(learner, key);
    expect(first.status).toBe(201);
    const created = await first.json();

    // A new form, so a new multipart boundary: the same request all the same.
    const again = await post(learner, key);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(created);
    expect(await experiencesOf(learner.id)).toBe(before + 1);
  });

  it('refuses the key with another body (422 IDEMPOTENCY_KEY_REUSED), changing nothing', async () => {
    const key = newKey();
    expect((await post(learner, key)).status).toBe(201);
    const before = await fingerprint(api);
    for (const changed of [{ description: 'A retry whose body differs' }, {}]) {
      const res = changed.description ? await post(learner, key, changed) : await postPicture(learner, key, await jpeg(30, 30, '#886644'));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) } });
    }
    expect(await fingerprint(api)).toEqual(before);
  });

  it('refuses the key sent again for another operation, changing nothing', async () => {
    const key = newKey();
    const { data } = await (await post(learner, key)).json();
    const before = await fingerprint(api);
    const story = await postStory(key, { title: 'Another operation', date: '2026-03-02T09:00:00.000Z', experience_ids: [data.id] });
    expect(story.status).toBe(422);
    expect((await story.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await fingerprint(api)).toEqual(before);
  });

  it('answers the experience as it is now', async () => {
    const key = newKey();
    const { data } = await (await post(learner, key)).json();
    expect((await patchExperience(api, learner, data.id, { description: 'Edited since' })).status).toBe(200);
    const replay = await (await post(learner, key)).json();
    expect(replay.data).toMatchObject({ id: data.id, description: 'Edited since' });
  });

  it('keeps keys of different users apart', async () => {
    const key = newKey();
    const mine = await (await post(learner, key)).json();
    const theirs = await post(peer, key);
    expect(theirs.status).toBe(201);
    expect((await theirs.json()).data.id).not.toBe(mine.data.id);
  });

  it('creates one experience for repeats sent at the same time', async () => {
    const key = newKey();
    const before = await experiencesOf(learner.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(learner, key)));
    const bodies = await Promise.all(answers.map((res) => res.json()));
    const created = answers.map((res, i) => ({ status: res.status, id: bodies[i].data?.id, code: bodies[i].error?.code }));
    for (const answer of created) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    const ids = new Set(created.filter((a) => a.status === 201).map((a) => a.id));
    expect(ids.size).toBe(1);
    expect(await experiencesOf(learner.id)).toBe(before + 1);
  });

  it('records nothing for a refused create, so the corrected retry creates', async () => {
    const key = newKey();
    const refused = await post(learner, key, { description: '' });
    expect(refused.status).toBe(422);
    expect((await post(learner, key)).status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    const first = await (await post(learner, key)).json();
    await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key));
    const later = await post(learner, key);
    expect(later.status).toBe(201);
    expect((await later.json()).data.id).not.toBe(first.data.id);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
    ['with a space', 'two words'],
    ['not ASCII', 'cl\u00e9'],
  ])('refuses a key that is %s with 422, writing nothing', async (_, key) => {
    const before = await fingerprint(api);
    const res = await post(learner, key);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ errors: { idempotency_key: [expect.any(String)] } });
    expect(await fingerprint(api)).toEqual(before);
  });

  it('creates each time without a key', async () => {
    const before = await experiencesOf(learner.id);
    expect((await post(learner, null)).status).toBe(201);
    expect((await post(learner, null)).status).toBe(201);
    expect(await experiencesOf(learner.id)).toBe(before + 2);
  });
});

describe('POST /v2/stories with an Idempotency-Key', () => {
  it('replays the same story written in another key order, and refuses another story', async () => {
    const key = newKey();
    const { data: experience } = await (await post(learner, null)).json();
    const created = await postStory(key, { title: 'Une semaine', date: '2026-03-02T09:00:00.000Z', experience_ids: [experience.id] });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    const reordered = await postStory(key, { experience_ids: [experience.id], date: '2026-03-02T09:00:00.000Z', title: 'Une semaine' });
    expect(reordered.status).toBe(201);
    expect((await reordered.json()).data.id).toBe(data.id);

    const before = await fingerprint(api);
    const other = await postStory(key, { title: 'Une autre semaine', date: '2026-03-02T09:00:00.000Z', experience_ids: [experience.id] });
    expect(other.status).toBe(422);
    expect((await other.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await fingerprint(api)).toEqual(before);
  });
});
