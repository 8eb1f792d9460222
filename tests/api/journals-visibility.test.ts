import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createGroup, createSkill, createStory, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/**
 * The visibility matrix of the journals: for each sharing level × viewer × journal, an item
 * of the author is listed exactly when the viewer may read it in that journal. Every case
 * asserts either presence, absence, or the status that keeps the viewer out.
 */
let api: TestApi;
let world: TwoCommunities;

const LEVELS = ['private', 'group', 'community', 'public'] as const;
type Level = (typeof LEVELS)[number];
const VIEWERS = ['author', 'sameGroup', 'otherGroup', 'sameCommunity', 'communityAdmin', 'otherCommunity', 'signedOut'] as const;
type ViewerName = (typeof VIEWERS)[number];
const JOURNALS = ['own', 'user', 'group', 'community', 'official', 'recommendation'] as const;
type JournalName = (typeof JOURNALS)[number];

type Actor = { token?: string; host: string };
let actors: Record<ViewerName, Actor>;
/** The author's items: one experience and one story per level. */
let items: Record<Level, { experience: number; story: number }>;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo, mistral } = world;
  // The author (demo learner) and the peer share the main group. The outsider is in another
  // group only, the loner in none; the admin here is in no group either, so what they see
  // comes from their role alone.
  const otherGroup = await createGroup(api.db, demo.community.id, { name: 'Seconde B' });
  const outsider = await createUser(api.db, { email: 'outsider@demo.test', communityIds: [demo.community.id], groupIds: [otherGroup.id] });
  const loner = await createUser(api.db, { email: 'loner@demo.test', communityIds: [demo.community.id] });
  const boss = await createUser(api.db, { email: 'boss@demo.test', communityIds: [demo.community.id], communityAdmin: true });
  const sign = async (email: string, host: string) => ({ token: (await login(api, email, host)).token, host });
  actors = {
    author: await sign(demo.learner.email, demo.host),
    sameGroup: await sign(demo.peer.email, demo.host),
    otherGroup: await sign(outsider.email, demo.host),
    sameCommunity: await sign(loner.email, demo.host),
    communityAdmin: await sign(boss.email, demo.host),
    otherCommunity: await sign(mistral.admin.email, mistral.host),
    signedOut: { host: demo.host },
  };
  const base = { userId: demo.learner.id, communityId: demo.community.id, official: true };
  items = {} as typeof items;
  for (const level of LEVELS) {
    // Group level: the experience names the group, the story names none and falls back to
    // the author's own groups; both must reach the same readers.
    const experience = await createExperience(api.db, { ...base, sharingParameters: level, groupIds: level === 'group' ? [demo.group.id] : [], description: `${level} experience` });
    const story = await createStory(api.db, { ...base, sharingParameters: level, title: `${level} story`, experienceIds: [experience.id] });
    items[level] = { experience: experience.id, story: story.id };
  }
});
afterAll(() => api.close());

function path(journal: JournalName): string {
  const { demo } = world;
  switch (journal) {
    case 'own':
      return '/v2/journal_items/';
    case 'user':
      return `/v2/journal_items/${demo.learner.id}/user_journal`;
    case 'group':
      return `/v2/group_journal_items?group_id=${demo.group.id}`;
    case 'community':
      return `/v2/community_journal_items?community_id=${demo.community.id}`;
    case 'official':
      return `/v2/journal_items/${demo.community.id}/official_journal`;
    case 'recommendation':
      return '/v2/journal_items/user_recommendation_journal';
  }
}

/** Who may read an item of each level (the author's groups: the main one only). */
const READERS: Record<Level, ViewerName[]> = {
  private: ['author'],
  group: ['author', 'sameGroup', 'communityAdmin'],
  community: ['author', 'sameGroup', 'otherGroup', 'sameCommunity', 'communityAdmin'],
  public: ['author', 'sameGroup', 'otherGroup', 'sameCommunity', 'communityAdmin'],
};

type Expected = 'listed' | 'absent' | 401 | 403 | 404;

function expected(level: Level, viewer: ViewerName, journal: JournalName): Expected {
  if (viewer === 'signedOut') return 401;
  // Another community's author, group and community are not theirs: 404, not an empty page.
  if (viewer === 'otherCommunity') return journal === 'own' || journal === 'recommendation' ? 'absent' : 404;
  if ((journal === 'group' || journal === 'community') && viewer !== 'communityAdmin') return 403;
  const readable = READERS[level].includes(viewer);
  switch (journal) {
    case 'own':
      return viewer === 'author' ? 'listed' : 'absent';
    case 'recommendation':
      // Others' items, by an author who shares a group with the viewer (no skills here).
      return viewer === 'sameGroup' && readable ? 'listed' : 'absent';
    default:
      return readable ? 'listed' : 'absent';
  }
}

const answers = new Map<string, Promise<{ status: number; body: any }>>();
/** One request per viewer and journal, shared by the cases that read it. */
function fetchJournal(viewer: ViewerName, journal: JournalName) {
  const key = `${viewer} ${journal}`;
  if (!answers.has(key)) {
    const actor = actors[viewer];
    answers.set(
      key,
      (async () => {
        const res = await api.request(path(journal), { host: actor.host, token: actor.token });
        return { status: res.status, body: await res.json() };
      })(),
    );
  }
  return answers.get(key)!;
}

describe('journal visibility matrix', () => {
  for (const level of LEVELS) {
    for (const kind of ['experience', 'story'] as const) {
      for (const viewer of VIEWERS) {
        for (const journal of JOURNALS) {
          const want = expected(level, viewer, journal);
          it(`${level} ${kind} · ${viewer} · ${journal} journal → ${want}`, async () => {
            const { status, body } = await fetchJournal(viewer, journal);
            if (typeof want === 'number') {
              expect(status, JSON.stringify(body)).toBe(want);
              expect(body.error.code).toBe({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[want]);
              return;
            }
            expect(status, JSON.stringify(body)).toBe(200);
            const type = kind === 'experience' ? 'Experience' : 'Story';
            const listed = body.data.paginated_results.some((r: any) => r.journal_item.type === type && r.journal_item.id === items[level][kind]);
            if (want === 'listed') expect(listed, `${level} ${kind} should be listed`).toBe(true);
            else expect(listed, `${level} ${kind} should be absent`).toBe(false);
          });
        }
      }
    }
  }

  it('never lists another community’s items, whatever the journal', async () => {
    const { mistral } = world;
    await createExperience(api.db, { userId: mistral.learner.id, communityId: mistral.community.id, sharingParameters: 'public', official: true, description: 'mistral public' });
    for (const journal of JOURNALS) {
      const actor = actors.communityAdmin;
      const res = await api.request(path(journal), { host: actor.host, token: actor.token });
      const body = await res.json();
      expect(JSON.stringify(body)).not.toContain('mistral public');
    }
  });
});

describe('the recommendation journal', () => {
  it('lists others’ readable experiences that rate a skill the viewer rated, and not the viewer’s own', async () => {
    const { demo } = world;
    const skill = await createSkill(api.db, demo.community.id, { name: 'Oral' });
    const other = await createSkill(api.db, demo.community.id, { name: 'Calcul' });
    const outsiderId = (await (await api.request('/v2/session', { host: demo.host, token: actors.otherGroup.token })).json()).data.id;
    const own = await createExperience(api.db, { userId: outsiderId, communityId: demo.community.id, sharingParameters: 'community', skills: [{ name: 'Oral', skillId: skill.id }], description: 'outsider oral' });
    const near = await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'community', skills: [{ name: 'Oral', skillId: skill.id }], description: 'near by skill' });
    const far = await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'community', skills: [{ name: 'Calcul', skillId: other.id }], description: 'other skill' });
    const hidden = await createExperience(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'private', skills: [{ name: 'Oral', skillId: skill.id }], description: 'private same skill' });
    const res = await api.request(path('recommendation'), { host: demo.host, token: actors.otherGroup.token });
    expect(res.status).toBe(200);
    const ids = (await res.json()).data.paginated_results.map((r: any) => `${r.journal_item.type}:${r.journal_item.id}`);
    expect(ids).toContain(`Experience:${near.id}`);
    expect(ids).not.toContain(`Experience:${far.id}`);
    expect(ids).not.toContain(`Experience:${hidden.id}`);
    expect(ids).not.toContain(`Experience:${own.id}`);
  });
});
