import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/**
 * README decisions, "A story": a reader sees only those of a story's experiences they may see
 * themselves, on its page and in its card's pictures; the public link shows the public ones.
 */
let api: TestApi;
let world: TwoCommunities;
type Actor = { token?: string; host: string };
let author: Actor;
let peer: Actor;
/** The author's experiences, one per sharing level, each with its own picture. */
let levels: Record<'private' | 'group' | 'community' | 'public', number>;
type Level = keyof typeof levels;
const keyOf = (level: Level) => `${level.padStart(64, '0')}.jpg`;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  author = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
  peer = { token: (await login(api, demo.peer.email, demo.host)).token, host: demo.host };
  const one = async (sharingParameters: Level) => {
    const groupIds = sharingParameters === 'group' ? [demo.group.id] : [];
    return (await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters, groupIds, pictureKey: keyOf(sharingParameters) })).id;
  };
  levels = { private: await one('private'), group: await one('group'), community: await one('community'), public: await one('public') };
});
afterAll(() => api.close());

/** A story of every level's experience, in the order private, group, community, public. */
const aStory = (sharingParameters: 'private' | 'group' | 'community' | 'public') =>
  createStory(api.db, {
    userId: world.demo.learner.id,
    communityId: world.demo.community.id,
    sharingParameters,
    groupIds: sharingParameters === 'group' ? [world.demo.group.id] : [],
    experienceIds: [levels.private, levels.group, levels.community, levels.public],
  });
const read = async (path: string, actor: Actor) => {
  const res = await api.request(path, { host: actor.host, token: actor.token });
  return { status: res.status, body: await res.json() };
};
const pictures = (shown: Level[]) => shown.map((level) => ({ picture_url: `/api/v2/pictures/${keyOf(level)}` }));

describe('GET /v2/stories/{id}?view=with_full_experiences', () => {
  it('gives the author every experience in order, the groups and the public link', async () => {
    const story = await aStory('group');
    const { status, body } = await read(`/v2/stories/${story.id}?view=with_full_experiences`, author);
    expect(status).toBe(200);
    const all: Level[] = ['private', 'group', 'community', 'public'];
    const ids = all.map((level) => levels[level]);
    expect(body.data).toMatchObject({ id: story.id, experience_ids: ids, group_ids: [world.demo.group.id], public_token: story.publicToken, experience_pictures: pictures(all) });
    expect(body.data.experiences.map((e: { id: number }) => e.id)).toEqual(ids);
  });

  it('shows a classmate only the experiences they may read, without the groups or the link, in the card too', async () => {
    const story = await aStory('community');
    const shown: Level[] = ['group', 'community', 'public'];
    const ids = shown.map((level) => levels[level]);
    const { status, body } = await read(`/v2/stories/${story.id}`, peer);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ experience_ids: ids, group_ids: [], public_token: null, experience_pictures: pictures(shown) });
    expect(body.data.experiences.map((e: { id: number }) => e.id)).toEqual(ids);

    const journal = await read(`/v2/journal_items/${world.demo.learner.id}/user_journal?only_stories=true`, peer);
    const card = journal.body.data.paginated_results.find((r: { journal_item: { id: number } }) => r.journal_item.id === story.id);
    expect(card.journal_item.experience_pictures).toEqual(pictures(shown));
  });

  it('answers 422 for a view it does not know, 404 for a private story of someone else', async () => {
    const story = await aStory('private');
    expect((await read(`/v2/stories/${story.id}?view=everything`, author)).status).toBe(422);
    expect((await read(`/v2/stories/${story.id}`, peer)).status).toBe(404);
  });
});

describe('GET /v2/stories/public_story', () => {
  const publicPath = (token: string) => `/v2/stories/public_story?public_token=${encodeURIComponent(token)}`;

  it('shows anyone with the link a public story with its public experiences only', async () => {
    const story = await aStory('public');
    const { status, body } = await read(publicPath(story.publicToken), { host: world.demo.host });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: story.id, experience_ids: [levels.public], group_ids: [], experience_pictures: pictures(['public']) });
    expect(body.data.experiences).toHaveLength(1);
    expect(body.data.experiences[0].user_attributes).not.toHaveProperty('email');
  });

  it('lets a signed-in member of the community read it as themself', async () => {
    const story = await aStory('public');
    const { body } = await read(publicPath(story.publicToken), peer);
    expect(body.data.experience_ids).toEqual([levels.group, levels.community, levels.public]);
  });

  it("answers 404 for a story that is not public, an unknown token, or on another community's host", async () => {
    const community = await aStory('community');
    const open = await aStory('public');
    expect((await read(publicPath(community.publicToken), { host: world.demo.host })).status).toBe(404);
    expect((await read(publicPath('no-such-token'), { host: world.demo.host })).status).toBe(404);
    expect((await read(publicPath(open.publicToken), { host: world.mistral.host })).status).toBe(404);
    expect((await read('/v2/stories/public_story', { host: world.demo.host })).status).toBe(422);
  });
});
