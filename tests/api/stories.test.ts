import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { experiences, stories, storyExperiences, storyGroups } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let author: Actor;
let peer: Actor;
let admin: Actor;
let foreign: Actor;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  author = await sign(demo.learner.email, demo.host);
  peer = await sign(demo.peer.email, demo.host);
  admin = await sign(demo.admin.email, demo.host);
  foreign = await sign(mistral.admin.email, mistral.host);
});
afterAll(() => api.close());

const remove = (id: number | string, actor?: Actor) =>
  api.request(`/v2/stories/${id}`, { method: 'DELETE', host: actor?.host ?? world.demo.host, token: actor?.token });
const exists = async (id: number) => (await api.db.select().from(stories).where(eq(stories.id, id))).length === 1;

async function aStory(sharingParameters: 'private' | 'group' | 'community' | 'public' = 'community') {
  const { demo } = world;
  const e = await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'private' });
  const story = await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters, groupIds: [demo.group.id], experienceIds: [e.id] });
  return { story, experienceId: e.id };
}

async function expectError(res: Response, status: number, code: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
}

describe('DELETE /v2/stories/{id}', () => {
  it('lets the author delete the story: 204, its links go, its experiences stay, and journals no longer list it', async () => {
    const { story, experienceId } = await aStory();
    const res = await remove(story.id, author);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await exists(story.id)).toBe(false);
    expect(await api.db.select().from(storyExperiences).where(eq(storyExperiences.storyId, story.id))).toEqual([]);
    expect(await api.db.select().from(storyGroups).where(eq(storyGroups.storyId, story.id))).toEqual([]);
    expect(await api.db.select().from(experiences).where(eq(experiences.id, experienceId))).toHaveLength(1);
    const journal = await (await api.request('/v2/journal_items/?only_stories=true', { host: author.host, token: author.token })).json();
    expect(journal.data.paginated_results.map((r: any) => r.journal_item.id)).not.toContain(story.id);
    // Gone is gone: a second delete is a 404.
    await expectError(await remove(story.id, author), 404, 'NOT_FOUND');
  });

  it.each([
    ['a member who can read it', 'community', 'peer', 403, 'FORBIDDEN'],
    ['a community admin who can read it', 'group', 'admin', 403, 'FORBIDDEN'],
    ['a member who cannot read it', 'private', 'peer', 404, 'NOT_FOUND'],
    ['another community', 'public', 'foreign', 404, 'NOT_FOUND'],
  ] as const)('refuses %s and keeps the story', async (_label, level, who, status, code) => {
    const { story } = await aStory(level);
    await expectError(await remove(story.id, { peer, admin, foreign }[who]), status, code);
    expect(await exists(story.id)).toBe(true);
  });

  it('answers 404 for an unknown id or one that is not all digits, 401 without a session', async () => {
    for (const id of [9_999_999, 'abc', '1.5', '-1']) await expectError(await remove(id, author), 404, 'NOT_FOUND');
    const { story } = await aStory();
    await expectError(await remove(story.id), 401, 'UNAUTHORIZED');
    expect(await exists(story.id)).toBe(true);
  });

  it('refuses a cross-site delete carried by the session cookie', async () => {
    const { story } = await aStory();
    const res = await api.request(`/v2/stories/${story.id}`, {
      method: 'DELETE',
      host: world.demo.host,
      headers: { cookie: `session=${author.token}`, origin: 'http://evil.example' },
    });
    await expectError(res, 403, 'CROSS_SITE_REQUEST');
    expect(await exists(story.id)).toBe(true);
  });
});
