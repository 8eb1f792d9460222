import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { microRecognitions, stories, storyExperiences, storyGroups } from '@/server/db/schema';
import type { TRecognitionStatus } from '@/lib/shared/validation/recognition-rules';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/** README decisions, "A story (spec §3, fields not shown)": 1 to 30 of its author's own experiences, in order, in one transaction. */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let author: Actor;
let peer: Actor;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  author = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  peer = { token: (await login(api, world.demo.peer.email, world.demo.host)).token, host: world.demo.host };
});
afterAll(() => api.close());

const mine = async (overrides: Parameters<typeof createExperience>[1] extends infer T ? Partial<T> : never = {}) =>
  (await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id, ...overrides })).id;
const post = (story: Record<string, unknown>, actor = author, headers: Record<string, string> = {}) =>
  api.request('/v2/stories', { method: 'POST', host: actor.host, token: actor.token, json: { story }, headers });
const valid = (experienceIds: number[], extra: Record<string, unknown> = {}) => ({
  title: 'Une semaine au musée',
  description: 'Trois visites, trois regards',
  date: '2026-03-02T09:00:00.000Z',
  experience_ids: experienceIds,
  ...extra,
});
const storyCount = async () => (await api.db.select().from(stories)).length;
const linksOf = async (storyId: number) =>
  (await api.db.select().from(storyExperiences).where(eq(storyExperiences.storyId, storyId)).orderBy(storyExperiences.position)).map((l) => l.experienceId);
const pendingRecognition = (experienceId: number, status: TRecognitionStatus = 'pending') =>
  api.db.insert(microRecognitions).values({ communityId: world.demo.community.id, experienceId, teacherEmail: 'prof@demo.test', status });

async function expectFieldError(res: Response, field: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(Object.keys(body.errors)).toContain(field);
}

describe('POST /v2/stories', () => {
  it('writes the story, its groups and its experiences in the order given, and answers it with them', async () => {
    const [a, b, c] = [await mine(), await mine({ sharingParameters: 'community' }), await mine()];
    const res = await post(valid([c, a, b], { sharing_parameters: 'group', group_ids: [String(world.demo.group.id)] }));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toMatchObject({
      type: 'Story',
      title: 'Une semaine au musée',
      description: 'Trois visites, trois regards',
      date: '2026-03-02T09:00:00.000Z',
      sharing_parameters: 'group',
      group_ids: [world.demo.group.id],
      experience_ids: [c, a, b],
      user_attributes: { id: world.demo.learner.id },
    });
    expect(body.data.experiences.map((e: { id: number }) => e.id)).toEqual([c, a, b]);
    expect(body.data.public_token).toEqual(expect.any(String));
    expect(await linksOf(body.data.id)).toEqual([c, a, b]);
    expect(await api.db.select().from(storyGroups).where(eq(storyGroups.storyId, body.data.id))).toEqual([{ storyId: body.data.id, groupId: world.demo.group.id }]);
  });

  it('creates one story for a repeated Idempotency-Key and answers the first one again', async () => {
    const before = await storyCount();
    const key = `draft-${Date.now()}`;
    const experienceIds = [await mine()];
    const first = await post(valid(experienceIds), author, { 'Idempotency-Key': key });
    const again = await post(valid(experienceIds), author, { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    const [one, two] = [(await first.json()).data, (await again.json()).data];
    expect(two.id).toBe(one.id);
    expect(two.title).toBe('Une semaine au musée');
    expect(await storyCount()).toBe(before + 1);
  });

  it.each([
    ['no experience', () => [], 'experience_ids'],
    ['the same experience twice', async () => { const id = await mine(); return [id, id]; }, 'experience_ids'],
    ["a classmate's experience", async () => [await mine(), (await createExperience(api.db, { userId: world.demo.peer.id, communityId: world.demo.community.id, sharingParameters: 'community' })).id], 'experience_ids'],
    ['an experience of theirs in another community', async () => [(await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.mistral.community.id })).id], 'experience_ids'],
    ['an unknown experience', async () => [999_999_999], 'experience_ids'],
    ['31 experiences', async () => Array.from({ length: 31 }, (_, i) => i + 1), 'experience_ids'],
  ] as const)('refuses %s with 422 and writes nothing', async (_label, ids, field) => {
    const before = await storyCount();
    await expectFieldError(await post(valid(await ids())), field);
    expect(await storyCount()).toBe(before);
  });

  it.each<[TRecognitionStatus]>([['pending'], ['teacher_action'], ['student_action']])('refuses an experience whose recognition is %s (spec §4), and takes one whose recognition ended', async (status) => {
    const waiting = await mine();
    await pendingRecognition(waiting, status);
    const before = await storyCount();
    await expectFieldError(await post(valid([await mine(), waiting])), 'experience_ids');
    expect(await storyCount()).toBe(before);
    const ended = await mine();
    await pendingRecognition(ended, 'accepted');
    expect((await post(valid([ended]))).status).toBe(201);
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title'],
    ['a title of 101 characters', { title: 'x'.repeat(101) }, 'title'],
    ['a description of 1,001 characters', { description: 'x'.repeat(1001) }, 'description'],
    ['no date', { date: undefined }, 'date'],
    ['group sharing with no group', { sharing_parameters: 'group', group_ids: [] }, 'group_ids'],
    ["another community's group", { sharing_parameters: 'group', group_ids: [0] }, 'group_ids'],
  ])('refuses %s with 422 and writes nothing', async (_label, extra, field) => {
    const before = await storyCount();
    const patch = field === 'group_ids' && (extra as { group_ids: number[] }).group_ids[0] === 0 ? { ...extra, group_ids: [world.mistral.group.id] } : extra;
    await expectFieldError(await post(valid([await mine()], patch)), field);
    expect(await storyCount()).toBe(before);
  });
});

describe('PUT /v2/stories/{id} and /story_experiences', () => {
  const aStory = async (experienceIds: number[]) =>
    createStory(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id, sharingParameters: 'private', experienceIds });
  const put = (path: string, json: unknown, actor = author) => api.request(path, { method: 'PUT', host: actor.host, token: actor.token, json });

  it("changes only the fields named, and the story's readers with its sharing", async () => {
    const story = await aStory([await mine()]);
    const res = await put(`/v2/stories/${story.id}`, { story: { title: 'Nouveau titre', sharing_parameters: 'community' } });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ title: 'Nouveau titre', description: story.description, sharing_parameters: 'community' });
    // The classmate reads it now.
    expect((await api.request(`/v2/stories/${story.id}`, { host: peer.host, token: peer.token })).status).toBe(200);
  });

  it('refuses group sharing without a group, and keeps the story as it was', async () => {
    const story = await aStory([await mine()]);
    await expectFieldError(await put(`/v2/stories/${story.id}`, { story: { title: 'Changed', sharing_parameters: 'group' } }), 'group_ids');
    const [row] = await api.db.select().from(stories).where(eq(stories.id, story.id));
    expect(row).toMatchObject({ title: story.title, sharingParameters: 'private' });
  });

  it('replaces the ordered list; an experience under recognition already in it stays, a new one is refused', async () => {
    const [a, b, c] = [await mine(), await mine(), await mine()];
    const story = await aStory([a, b]);
    await pendingRecognition(b);
    const res = await put(`/v2/stories/${story.id}/story_experiences`, { experience_ids: [c, b] });
    expect(res.status).toBe(200);
    expect((await res.json()).data.experience_ids).toEqual([c, b]);
    expect(await linksOf(story.id)).toEqual([c, b]);

    const waiting = await mine();
    await pendingRecognition(waiting, 'teacher_action');
    await expectFieldError(await put(`/v2/stories/${story.id}/story_experiences`, { experience_ids: [c, b, waiting] }), 'experience_ids');
    expect(await linksOf(story.id)).toEqual([c, b]);
  });

  it("refuses a classmate's experience or an empty list, and keeps the list", async () => {
    const a = await mine();
    const story = await aStory([a]);
    const theirs = (await createExperience(api.db, { userId: world.demo.peer.id, communityId: world.demo.community.id, sharingParameters: 'public' })).id;
    await expectFieldError(await put(`/v2/stories/${story.id}/story_experiences`, { experience_ids: [a, theirs] }), 'experience_ids');
    await expectFieldError(await put(`/v2/stories/${story.id}/story_experiences`, { experience_ids: [] }), 'experience_ids');
    expect(await linksOf(story.id)).toEqual([a]);
  });
});
