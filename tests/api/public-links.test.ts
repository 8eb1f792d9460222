import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences, mailOutbox, users } from '@/server/db/schema';
import { createExperience, createGroup, createUser } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { patchExperience } from '../support/experiences';

// A community admin chooses whether learners publish public links freely, once a group admin
// approved each, or not at all (most learners are minors).

let api: TestApi;
let world: TwoCommunities;
const tokens: Record<'admin' | 'learner' | 'peer' | 'groupAdmin' | 'otherGroupAdmin', string> = {} as never;
let groupAdminEmail: string;
let otherGroupAdminEmail: string;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  const groupB = await createGroup(api.db, demo.community.id, { name: 'Seconde B' });
  const groupAdmin = await createUser(api.db, { email: 'ga@demo.test', firstname: 'Gaëlle', lastname: 'Admin', communityIds: [demo.community.id], groupIds: [demo.group.id], groupAdmin: true });
  const otherGroupAdmin = await createUser(api.db, { email: 'gb@demo.test', firstname: 'Gabin', lastname: 'Autre', communityIds: [demo.community.id], groupIds: [groupB.id], groupAdmin: true });
  groupAdminEmail = groupAdmin.email;
  otherGroupAdminEmail = otherGroupAdmin.email;
  tokens.admin = (await login(api, demo.admin.email, demo.host)).token;
  tokens.learner = (await login(api, demo.learner.email, demo.host)).token;
  tokens.peer = (await login(api, demo.peer.email, demo.host)).token;
  tokens.groupAdmin = (await login(api, groupAdmin.email, demo.host)).token;
  tokens.otherGroupAdmin = (await login(api, otherGroupAdmin.email, demo.host)).token;
});
afterAll(() => api.close());

const host = () => world.demo.host;
const setRule = (rule: string, token = tokens.admin) =>
  api.request('/v2/communities/current', { method: 'PATCH', host: host(), token, json: { community: { public_links: rule } } });
const ruleIs = async (rule: string) => expect((await setRule(rule)).status).toBe(200);
const learnerAuth = () => ({ token: tokens.learner, host: host() });

/** A private experience of the learner's, then made public through the API as the learner would. */
async function publishExperience(description = 'Visite du musée\nAvec la classe de seconde') {
  const row = await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id, description, sharingParameters: 'private' });
  const res = await patchExperience(api, learnerAuth(), row.id, { sharing_parameters: 'public' });
  return { id: row.id, token: row.publicToken, res };
}
const publicPage = (token: string, as?: string) => api.request(`/v2/experiences/public_experience?public_token=${token}`, { host: host(), token: as });
/** The learner's public story of one experience, created through the API. */
const createPublicStory = (title: string, experienceId: number) =>
  api.request('/v2/stories', {
    method: 'POST',
    host: host(),
    token: tokens.learner,
    json: { story: { title, date: '2026-03-02T09:00:00.000Z', sharing_parameters: 'public', experience_ids: [experienceId] } },
  });
const publicStoryPage = (token: string) => api.request(`/v2/stories/public_story?public_token=${token}`, { host: host() });
const readExperience = async (id: number, token: string) => (await (await api.request(`/v2/experiences/${id}`, { host: host(), token })).json()).data;
const waitingList = (token: string) => api.request('/v2/public_links', { host: host(), token });
const decide = (kind: string, id: number | string, decision: unknown, token: string) =>
  api.request(`/v2/public_links/${kind}/${id}/decision`, { method: 'POST', host: host(), token, json: { decision } });
const mailsTo = (recipient: string, kind?: 'publicLinkRequest' | 'publicLinkApproved' | 'publicLinkRefused') =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(mailOutbox.id);
const userByEmail = async (email: string) => (await api.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];
const linkColumns = async (id: number) =>
  (
    await api.db
      .select({ sharing: experiences.sharingParameters, requestedAt: experiences.publicLinkRequestedAt, approvedAt: experiences.publicLinkApprovedAt, approvedBy: experiences.publicLinkApprovedBy })
      .from(experiences)
      .where(eq(experiences.id, id))
  )[0];

describe('the community rule', () => {
  it('is `allowed` by default, and a community admin changes it (alone or with the names rule); others get 403', async () => {
    const current = await (await api.request('/v2/communities/current', { host: host() })).json();
    expect(current.data.public_links).toBe('allowed');
    const both = await api.request('/v2/communities/current', { method: 'PATCH', host: host(), token: tokens.admin, json: { community: { public_links: 'off', public_full_names: false } } });
    expect(both.status).toBe(200);
    expect((await both.json()).data).toMatchObject({ public_links: 'off', public_full_names: false });
    for (const token of [tokens.groupAdmin, tokens.learner]) expect((await setRule('allowed', token)).status).toBe(403);
    const bad = await setRule('sometimes');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['public_links']);
    expect((await api.request('/v2/communities/current', { method: 'PATCH', host: host(), token: tokens.admin, json: { community: {} } })).status).toBe(422);
    expect((await (await api.request('/v2/communities/current', { host: host() })).json()).data.public_links).toBe('off');
    // Another community's rule is its own.
    expect((await (await api.request('/v2/communities/current', { host: world.mistral.host })).json()).data.public_links).toBe('allowed');
    await ruleIs('allowed');
  });
});

describe('`off`', () => {
  it('hides the public pages already published, and refuses new public items on the sharing field', async () => {
    const published = await publishExperience();
    expect(published.res.status).toBe(200);
    expect((await published.res.json()).data.public_link).toBe('live');
    expect((await publicPage(published.token)).status).toBe(200);

    await ruleIs('off');
    expect((await publicPage(published.token)).status).toBe(404);
    const own = await readExperience(published.id, tokens.learner);
    expect(own).toMatchObject({ sharing_parameters: 'public', public_link: 'off', public_token: published.token });
    // A member still reads it as a community item, without a link to pass on.
    expect(await readExperience(published.id, tokens.peer)).toMatchObject({ public_link: 'off', public_token: null });

    const row = await createExperience(api.db, { userId: world.demo.learner.id, communityId: world.demo.community.id, sharingParameters: 'private' });
    const refused = await patchExperience(api, learnerAuth(), row.id, { sharing_parameters: 'public' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ sharing_parameters: ['public links are off in this community'] });
    expect((await linkColumns(row.id)).sharing).toBe('private');
    const story = await createPublicStory('Mon année', row.id);
    expect(story.status).toBe(422);
    expect(Object.keys((await story.json()).errors)).toEqual(['sharing_parameters']);
    await ruleIs('allowed');
    expect((await publicPage(published.token)).status).toBe(200);
  });
});

describe('`approval`', () => {
  let waiting: Awaited<ReturnType<typeof publishExperience>>;

  it('makes the links already public wait from the switch, and so appear in the approvers’ list', async () => {
    const before = await publishExperience('Déjà publique');
    await ruleIs('approval');
    expect((await publicPage(before.token)).status).toBe(404);
    expect((await linkColumns(before.id)).requestedAt).not.toBeNull();
    const list = (await (await waitingList(tokens.groupAdmin)).json()).data;
    expect(list.map((l: { id: number }) => l.id)).toContain(before.id);
  });

  it('keeps a newly public item waiting: no public page, no link for others, the group admin of the learner’s group listed and mailed', async () => {
    const mailed = (await mailsTo(groupAdminEmail, 'publicLinkRequest')).length;
    waiting = await publishExperience();
    expect(waiting.res.status).toBe(200);
    expect((await waiting.res.json()).data).toMatchObject({ public_link: 'waiting', public_token: waiting.token });
    expect((await publicPage(waiting.token)).status).toBe(404);
    expect((await publicPage(waiting.token, tokens.peer)).status).toBe(404);
    expect(await readExperience(waiting.id, tokens.peer)).toMatchObject({ sharing_parameters: 'public', public_link: 'waiting', public_token: null });

    const list = await waitingList(tokens.groupAdmin);
    expect(list.status).toBe(200);
    const entry = (await list.json()).data.find((l: { id: number; kind: string }) => l.kind === 'experiences' && l.id === waiting.id);
    const { learner } = world.demo;
    expect(entry).toMatchObject({ title: 'Visite du musée', author: { id: learner.id, firstname: learner.firstname, lastname: learner.lastname } });
    expect(new Date(entry.requested_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const mails = await mailsTo(groupAdminEmail, 'publicLinkRequest');
    expect(mails).toHaveLength(mailed + 1);
    expect(mails.at(-1)!.subject).toBe(`${learner.firstname} ${learner.lastname} demande à publier un lien public vers « Visite du musée »`);
    expect(mails.at(-1)!.text).toContain('http://demo.localhost:3000/admin/public-links');
    // A group admin of another group hears nothing and lists nothing of it.
    expect(await mailsTo(otherGroupAdminEmail)).toEqual([]);
    expect((await (await waitingList(tokens.otherGroupAdmin)).json()).data).toEqual([]);
  });

  it('is decided by the learner’s approvers only: 403 for the others, 401 signed out, 404 for what does not exist', async () => {
    expect((await decide('experiences', waiting.id, 'approve', tokens.otherGroupAdmin)).status).toBe(403);
    expect((await decide('experiences', waiting.id, 'approve', tokens.learner)).status).toBe(403);
    expect((await decide('experiences', waiting.id, 'approve', tokens.peer)).status).toBe(403);
    expect((await waitingList(tokens.peer)).status).toBe(403);
    expect((await api.request('/v2/public_links', { host: host() })).status).toBe(401);
    expect((await decide('experiences', 999999, 'approve', tokens.groupAdmin)).status).toBe(404);
    expect((await decide('photos', waiting.id, 'approve', tokens.groupAdmin)).status).toBe(404);
    const bad = await decide('experiences', waiting.id, 'maybe', tokens.groupAdmin);
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['decision']);
    expect((await linkColumns(waiting.id)).approvedAt).toBeNull();
  });

  it('goes live once the group admin approves it; the author is mailed the public page; deciding again is a 409', async () => {
    const res = await decide('experiences', waiting.id, 'approve', tokens.groupAdmin);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ kind: 'experiences', id: waiting.id, sharing_parameters: 'public', public_link: 'live' });
    expect((await publicPage(waiting.token)).status).toBe(200);
    expect(await readExperience(waiting.id, tokens.peer)).toMatchObject({ public_link: 'live', public_token: waiting.token });
    const [mail] = await mailsTo(world.demo.learner.email, 'publicLinkApproved');
    expect(mail.subject).toBe('Votre lien public vers « Visite du musée » est actif');
    expect(mail.text).toContain(`http://demo.localhost:3000/experiences/public/${waiting.token}`);
    const again = await decide('experiences', waiting.id, 'refuse', tokens.admin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('PUBLIC_LINK_NOT_WAITING');
    expect((await waitingList(tokens.groupAdmin)).status).toBe(200);
    expect((await (await waitingList(tokens.groupAdmin)).json()).data.map((l: { id: number }) => l.id)).not.toContain(waiting.id);
  });

  it('asks again when the item is made private, then public again', async () => {
    const mailed = (await mailsTo(groupAdminEmail, 'publicLinkRequest')).length;
    expect((await patchExperience(api, learnerAuth(), waiting.id, { sharing_parameters: 'private' })).status).toBe(200);
    expect(await linkColumns(waiting.id)).toEqual({ sharing: 'private', requestedAt: null, approvedAt: null, approvedBy: null });
    const again = await patchExperience(api, learnerAuth(), waiting.id, { sharing_parameters: 'public' });
    expect((await again.json()).data.public_link).toBe('waiting');
    expect((await publicPage(waiting.token)).status).toBe(404);
    expect(await mailsTo(groupAdminEmail, 'publicLinkRequest')).toHaveLength(mailed + 1);
  });

  it('on refusal shares the item with the community instead and mails the author; a public story shows only live experiences', async () => {
    const experience = await publishExperience('Dans le récit');
    const created = await createPublicStory('Mon stage', experience.id);
    expect(created.status).toBe(201);
    const story = (await created.json()).data;
    expect(story.public_link).toBe('waiting');
    expect((await publicStoryPage(story.public_token)).status).toBe(404);

    // The story approved, its experience still waiting: the public story leaves it out.
    expect((await decide('stories', story.id, 'approve', tokens.admin)).status).toBe(200);
    const shown = await publicStoryPage(story.public_token);
    expect(shown.status).toBe(200);
    expect((await shown.json()).data).toMatchObject({ experiences: [], experience_ids: [] });

    const refused = await decide('experiences', experience.id, 'refuse', tokens.admin);
    expect(refused.status).toBe(200);
    expect((await refused.json()).data).toEqual({ kind: 'experiences', id: experience.id, sharing_parameters: 'community', public_link: null });
    expect(await linkColumns(experience.id)).toEqual({ sharing: 'community', requestedAt: null, approvedAt: null, approvedBy: null });
    const [mail] = await mailsTo(world.demo.learner.email, 'publicLinkRefused');
    expect(mail.subject).toBe('Votre lien public vers « Dans le récit » n’a pas été approuvé');
    expect(mail.text).toContain(`http://demo.localhost:3000/experiences/${experience.id}`);
    expect(await readExperience(experience.id, tokens.peer)).toMatchObject({ sharing_parameters: 'community', public_link: null, public_token: null });
  });

  it('mails the community admins when the learner’s groups have no group admin, and lets nobody decide on their own link', async () => {
    const { demo } = world;
    const loneGroup = await createGroup(api.db, demo.community.id, { name: 'Atelier sans admin' });
    const lone = await createUser(api.db, { email: 'lone@demo.test', communityIds: [demo.community.id], groupIds: [loneGroup.id] });
    const row = await createExperience(api.db, { userId: lone.id, communityId: demo.community.id, description: 'Seule', sharingParameters: 'private' });
    const mailed = (await mailsTo(demo.admin.email, 'publicLinkRequest')).length;
    const res = await patchExperience(api, { token: (await login(api, lone.email, host())).token, host: host() }, row.id, { sharing_parameters: 'public' });
    expect((await res.json()).data.public_link).toBe('waiting');
    expect(await mailsTo(demo.admin.email, 'publicLinkRequest')).toHaveLength(mailed + 1);
    expect((await (await waitingList(tokens.admin)).json()).data.map((l: { id: number }) => l.id)).toContain(row.id);
    expect((await (await waitingList(tokens.groupAdmin)).json()).data.map((l: { id: number }) => l.id)).not.toContain(row.id);
    expect((await decide('experiences', row.id, 'approve', tokens.groupAdmin)).status).toBe(403);

    // A group admin who publishes waits for another approver, and is not mailed their own request.
    const own = await createExperience(api.db, { userId: (await userByEmail(groupAdminEmail)).id, communityId: demo.community.id, sharingParameters: 'private' });
    const before = (await mailsTo(groupAdminEmail, 'publicLinkRequest')).length;
    expect((await patchExperience(api, { token: tokens.groupAdmin, host: host() }, own.id, { sharing_parameters: 'public' })).status).toBe(200);
    expect(await mailsTo(groupAdminEmail, 'publicLinkRequest')).toHaveLength(before);
    expect((await decide('experiences', own.id, 'approve', tokens.groupAdmin)).status).toBe(403);
    expect((await (await waitingList(tokens.groupAdmin)).json()).data.map((l: { id: number }) => l.id)).not.toContain(own.id);
    expect((await decide('experiences', own.id, 'approve', tokens.admin)).status).toBe(200);
  });

  it('gives one 200 and one 409 to two approvers deciding at once', async () => {
    const contested = await publishExperience('Disputée');
    const answers = await Promise.all([decide('experiences', contested.id, 'approve', tokens.groupAdmin), decide('experiences', contested.id, 'refuse', tokens.admin)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const mails = [...(await mailsTo(world.demo.learner.email, 'publicLinkApproved')), ...(await mailsTo(world.demo.learner.email, 'publicLinkRefused'))];
    expect(mails.filter((m) => m.subject.includes('Disputée'))).toHaveLength(1);
  });

  it('lets every waiting link go live, unapproved, once the community switches back to `allowed`', async () => {
    const pending = await publishExperience('En attente');
    expect((await publicPage(pending.token)).status).toBe(404);
    await ruleIs('allowed');
    expect((await publicPage(pending.token)).status).toBe(200);
    expect((await (await waitingList(tokens.admin)).json()).data).toEqual([]);
    // Approval was never given: switching to approval again makes it wait again.
    await ruleIs('approval');
    expect((await publicPage(pending.token)).status).toBe(404);
    expect((await (await waitingList(tokens.admin)).json()).data.map((l: { id: number }) => l.id)).toContain(pending.id);
    await ruleIs('allowed');
  });

});
