import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createStory, createUser } from '@/server/seed/fixtures';
import { certifications, microRecognitions } from '@/server/db/schema';
import { JOURNAL_COUNT_PAGES_AHEAD, JOURNAL_PAGE_SIZE, loadJournalPage } from '@/server/modules/journals/journals';
import { startTestApi, type TestApi } from '../support/api-harness';
import { countingDb } from '../support/counting-db';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

let api: TestApi;
let world: TwoCommunities;
type Actor = { token: string; host: string };
let writer: Actor;
let writerId: number;
let admin: Actor;
/** The writer's 25 items, newest first, as `Experience:id` / `Story:id`. */
let newestFirst: string[];
let certified: number[];
let experienceIds: number[];

const key = (r: any) => `${r.journal_item.type}:${r.journal_item.id}`;
const HOUR = 3600_000;
const start = Date.UTC(2026, 0, 1);

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  const user = await createUser(api.db, { email: 'writer@demo.test', lastname: 'Writer', communityIds: [demo.community.id], groupIds: [demo.group.id] });
  writerId = user.id;
  writer = { token: (await login(api, user.email, demo.host)).token, host: demo.host };
  admin = { token: (await login(api, demo.admin.email, demo.host)).token, host: demo.host };
  // 15 experiences and 10 stories, interleaved in time: every third item is a story.
  const created: { key: string; at: number }[] = [];
  experienceIds = [];
  certified = [];
  for (let i = 0; i < 25; i++) {
    const at = new Date(start + i * HOUR);
    if (i % 5 === 1 || i % 5 === 3) {
      const story = await createStory(api.db, { userId: user.id, communityId: demo.community.id, sharingParameters: 'community', createdAt: at, title: `story ${i}`, experienceIds: experienceIds.slice(-2) });
      created.push({ key: `Story:${story.id}`, at: i });
    } else {
      const e = await createExperience(api.db, { userId: user.id, communityId: demo.community.id, sharingParameters: 'community', createdAt: at, description: `experience ${i}` });
      experienceIds.push(e.id);
      created.push({ key: `Experience:${e.id}`, at: i });
      if (i % 4 === 0) {
        certified.push(e.id);
        await api.db.insert(certifications).values({ experienceId: e.id, certificatorName: 'Mme T', certificatorEmail: 't@demo.test' });
      }
    }
  }
  newestFirst = created.sort((a, b) => b.at - a.at).map((c) => c.key);
});
afterAll(() => api.close());

const get = (path: string, actor: Actor = writer) => api.request(path, { host: actor.host, token: actor.token });
const page = async (path: string, actor: Actor = writer) => {
  const res = await get(path, actor);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as { paginated_results: any[]; total_pages: { pages: number } };
};

describe('journal pages', () => {
  it('answers 20 items per page, newest first, experiences and stories mixed, with the page count', async () => {
    const first = await page('/v2/journal_items/');
    expect(first.total_pages).toEqual({ pages: 2 });
    expect(first.paginated_results.map(key)).toEqual(newestFirst.slice(0, 20));
    const second = await page('/v2/journal_items/?page=1');
    expect(second.paginated_results.map(key)).toEqual(newestFirst.slice(20));
    expect(second.total_pages).toEqual({ pages: 2 });
    expect(await page('/v2/journal_items/?page=9')).toEqual({ paginated_results: [], total_pages: { pages: 2 } });
  });

  it('answers the same without the trailing slash, and for the user journal of the same user', async () => {
    expect((await page('/v2/journal_items?page=1')).paginated_results.map(key)).toEqual(newestFirst.slice(20));
    const asAdmin = await page(`/v2/journal_items/${writerId}/user_journal?page=1`, admin);
    expect(asAdmin.paginated_results.map(key)).toEqual(newestFirst.slice(20));
  });

  it('wraps each item as {journal_item} with its type and the card fields', async () => {
    const items = (await page('/v2/journal_items/')).paginated_results;
    for (const item of items) expect(Object.keys(item)).toEqual(['journal_item']);
    const story = items.find((r) => r.journal_item.type === 'Story').journal_item;
    expect(Object.keys(story).sort()).toEqual(
      ['id', 'type', 'title', 'description', 'date', 'created_at', 'updated_at', 'experience_pictures', 'user_attributes', 'sharing_parameters', 'group_ids', 'official', 'public_token', 'public_link'].sort(),
    );
    expect(story.user_attributes).toEqual({ id: writerId, firstname: 'Camille', lastname: 'Writer', avatar_url: null });
    const experience = items.find((r) => r.journal_item.type === 'Experience').journal_item;
    expect(experience).toMatchObject({ type: 'Experience', sharing_parameters: 'community', certification_attributes: expect.any(Array) });
  });

  it('filters with only_experiences, only_stories and certified (certified: experiences only)', async () => {
    const experiences = await page('/v2/journal_items/?only_experiences=true');
    expect(experiences.paginated_results.map(key)).toEqual(newestFirst.filter((k) => k.startsWith('Experience:')));
    expect(experiences.total_pages).toEqual({ pages: 1 });
    const stories = await page('/v2/journal_items/?only_stories=true');
    expect(stories.paginated_results.map(key)).toEqual(newestFirst.filter((k) => k.startsWith('Story:')));
    const certifiedOnly = await page('/v2/journal_items/?certified=true');
    expect(certifiedOnly.paginated_results.map(key)).toEqual([...certified].reverse().map((id) => `Experience:${id}`));
    for (const r of certifiedOnly.paginated_results) expect(r.journal_item.certification_attributes.length).toBeGreaterThan(0);
    // 'false' is the same as leaving the flag out.
    const all = await page('/v2/journal_items/?only_experiences=false&only_stories=false&certified=false');
    expect(all.paginated_results.map(key)).toEqual(newestFirst.slice(0, 20));
  });

  it('applies the filters to the other journals too', async () => {
    const { demo } = world;
    const community = await page(`/v2/community_journal_items?community_id=${demo.community.id}&certified=true`, admin);
    expect(community.paginated_results.map(key)).toEqual([...certified].reverse().map((id) => `Experience:${id}`));
    const group = await page(`/v2/group_journal_items?group_id=${demo.group.id}&only_stories=true`, admin);
    expect(group.paginated_results.map(key)).toEqual(newestFirst.filter((k) => k.startsWith('Story:')));
  });

  it('breaks ties of created_at by id, newest id first', async () => {
    const { demo } = world;
    const user = await createUser(api.db, { email: 'twins@demo.test', communityIds: [demo.community.id] });
    const actor = { token: (await login(api, user.email, demo.host)).token, host: demo.host };
    const at = new Date(start - 10 * HOUR);
    const a = await createExperience(api.db, { userId: user.id, communityId: demo.community.id, createdAt: at });
    const b = await createExperience(api.db, { userId: user.id, communityId: demo.community.id, createdAt: at });
    const s = await createStory(api.db, { userId: user.id, communityId: demo.community.id, createdAt: new Date(at.getTime() + 1) });
    expect((await page('/v2/journal_items/', actor)).paginated_results.map(key)).toEqual([`Story:${s.id}`, `Experience:${b.id}`, `Experience:${a.id}`]);
  });
});

describe('journal requests that are refused', () => {
  it.each([
    ['?page=-1', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?page=', 'page'],
    ['?certified=maybe', 'certified'],
    ['?only_experiences=1', 'only_experiences'],
    ['?only_stories=yes', 'only_stories'],
    ['?only_stories=true&only_experiences=true', 'only_stories'],
    ['?only_stories=true&certified=true', 'only_stories'],
  ])('answers 422 for %s', async (query, field) => {
    for (const path of ['/v2/journal_items/', '/v2/journal_items/user_recommendation_journal', `/v2/journal_items/${world.demo.community.id}/official_journal`]) {
      const res = await get(`${path}${query}`);
      expect(res.status, path).toBe(422);
      expect(await res.json()).toEqual({ errors: { [field]: [expect.any(String)] } });
    }
  });

  it('answers 422 without group_id or community_id', async () => {
    for (const path of ['/v2/group_journal_items', '/v2/community_journal_items']) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(422);
    }
  });

  it("answers 404 for another community's user, group or community, an unknown one, or an id that is not all digits", async () => {
    const { demo, mistral } = world;
    const paths = [
      `/v2/journal_items/${mistral.learner.id}/user_journal`,
      '/v2/journal_items/9999999/user_journal',
      '/v2/journal_items/abc/user_journal',
      '/v2/journal_items/1.5/user_journal',
      `/v2/journal_items/${mistral.community.id}/official_journal`,
      '/v2/journal_items/abc/official_journal',
      `/v2/group_journal_items?group_id=${mistral.group.id}`,
      '/v2/group_journal_items?group_id=9999999',
      '/v2/group_journal_items?group_id=abc',
      `/v2/community_journal_items?community_id=${mistral.community.id}`,
      '/v2/community_journal_items?community_id=abc',
    ];
    for (const path of paths) {
      const res = await get(path, admin);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    // Even for a community admin of the other community, on their own host.
    const theirs = { token: (await login(api, mistral.admin.email, mistral.host)).token, host: mistral.host };
    expect((await get(`/v2/group_journal_items?group_id=${demo.group.id}`, theirs)).status).toBe(404);
    expect((await get(`/v2/community_journal_items?community_id=${demo.community.id}`, theirs)).status).toBe(404);
  });

  it('answers 403 to a member who is not a community admin for the group and community journals', async () => {
    const { demo } = world;
    for (const path of [`/v2/group_journal_items?group_id=${demo.group.id}`, `/v2/community_journal_items?community_id=${demo.community.id}`]) {
      const res = await get(path, writer);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
    }
  });
});

describe('stories in journals (story-serializer)', () => {
  it('lists the pictures of its experiences in story order, and the public token to the author or when public', async () => {
    const { demo } = world;
    const pictures = ['a', 'b', 'c'].map((c) => `${c.repeat(64)}.jpg`);
    const experiences = [];
    // Readable by the reader: a story shows only experiences its reader may see (stories-read.test.ts).
    const readable = { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'community' as const };
    for (const pictureKey of pictures) experiences.push(await createExperience(api.db, { ...readable, pictureKey }));
    const noPicture = await createExperience(api.db, readable);
    const ordered = [experiences[2].id, noPicture.id, experiences[0].id, experiences[1].id];
    const story = await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'community', experienceIds: ordered });
    const publicStory = await createStory(api.db, { userId: demo.learner.id, communityId: demo.community.id, sharingParameters: 'public' });
    const find = async (actor: Actor, id: number) =>
      (await page(`/v2/journal_items/${demo.learner.id}/user_journal?only_stories=true`, actor)).paginated_results.find((r) => r.journal_item.id === id)?.journal_item;

    const asReader = await find(writer, story.id);
    expect(asReader.experience_pictures).toEqual([pictures[2], pictures[0], pictures[1]].map((p) => ({ picture_url: `/api/v2/pictures/${p}` })));
    expect(asReader.public_token).toBeNull();
    expect((await find(writer, publicStory.id)).public_token).toBe(publicStory.publicToken);
    const author = { token: (await login(api, demo.learner.email, demo.host)).token, host: demo.host };
    expect((await find(author, story.id)).public_token).toBe(story.publicToken);
  });
});


describe('the cost of a journal page', () => {
  it('uses the same one statement for a page of 2 mixed items as for 20', async () => {
    const { demo } = world;
    const rich = await createUser(api.db, { email: 'rich@demo.test', communityIds: [demo.community.id], groupIds: [demo.group.id] });
    const small = await createUser(api.db, { email: 'small@demo.test', communityIds: [demo.community.id], groupIds: [demo.group.id] });
    const fill = async (userId: number, pairs: number) => {
      for (let i = 0; i < pairs; i++) {
        const e = await createExperience(api.db, {
          userId,
          communityId: demo.community.id,
          sharingParameters: 'community',
          groupIds: [demo.group.id],
          pictureKey: `${'d'.repeat(64)}.jpg`,
          tags: [`tag-${i % 3}`],
          skills: [{ name: 'Oral', level: 1, skillsAttributes: [{ name: 'Débat', level: 2 }] }],
          address: { city: 'Marseille', country: 'France' },
        });
        await api.db.insert(certifications).values({ experienceId: e.id, certificatorName: 'T', certificatorEmail: 't@demo.test' });
        await api.db.insert(microRecognitions).values({ communityId: demo.community.id, experienceId: e.id, teacherEmail: 'm@demo.test' });
        await createStory(api.db, { userId, communityId: demo.community.id, sharingParameters: 'community', experienceIds: [e.id] });
      }
    };
    await fill(rich.id, 10);
    await fill(small.id, 1);
    const viewer = { userId: demo.peer.id, communityId: demo.community.id, communityAdmin: false };
    const noFilter = { onlyExperiences: false, onlyStories: false, certified: false };

    const two = countingDb(api.db);
    const smallPage = await loadJournalPage(two.db, viewer, { kind: 'user', userId: small.id }, noFilter, 0);
    const twenty = countingDb(api.db);
    const richPage = await loadJournalPage(twenty.db, viewer, { kind: 'user', userId: rich.id }, noFilter, 0);

    expect(smallPage.paginatedResults).toHaveLength(2);
    expect(richPage.paginatedResults).toHaveLength(20);
    expect(richPage.paginatedResults.filter((r) => r.journalItem.type === 'Story')).toHaveLength(10);
    expect(twenty.queries()).toBe(two.queries());
    // Issue 8 asks for at most 3: the page, its count and its items come in one.
    expect(twenty.queries()).toBe(1);
    for (const { journalItem } of richPage.paginatedResults) {
      if (journalItem.type === 'Story') expect(journalItem.experiencePictures).toHaveLength(1);
      else expect(journalItem).toMatchObject({ tagsAttributes: [expect.anything()], certificationAttributes: [expect.anything()], microRecognition: { status: 'pending' } });
    }
  });

  it(`counts pages exactly up to ${JOURNAL_COUNT_PAGES_AHEAD} pages past the one asked for, and gives a lower bound beyond`, async () => {
    const { demo } = world;
    const bulk = await createUser(api.db, { email: 'bulk@demo.test', communityIds: [demo.community.id] });
    const actor = { token: (await login(api, bulk.email, demo.host)).token, host: demo.host };
    const total = (JOURNAL_COUNT_PAGES_AHEAD + 5) * JOURNAL_PAGE_SIZE;
    await api.db.execute(sql`
      insert into experiences (community_id, user_id, description, date, public_token, created_at)
      select ${demo.community.id}::int, ${bulk.id}::int, 'bulk ' || n, now(), 'bulk-token-' || n, now() - n * interval '1 minute'
      from generate_series(1, ${total}) as n`);
    // Page 0 counts at most 1 + 50 pages: the journal is longer, so that is a lower bound.
    expect((await page('/v2/journal_items/', actor)).total_pages).toEqual({ pages: JOURNAL_COUNT_PAGES_AHEAD + 1 });
    // From page 5 on, the end is within reach: exact.
    expect((await page('/v2/journal_items/?page=5', actor)).total_pages).toEqual({ pages: JOURNAL_COUNT_PAGES_AHEAD + 5 });
    const last = await page(`/v2/journal_items/?page=${JOURNAL_COUNT_PAGES_AHEAD + 4}`, actor);
    expect(last.paginated_results).toHaveLength(20);
    expect(last.paginated_results.at(-1).journal_item.description).toBe(`bulk ${total}`);
  });
});
