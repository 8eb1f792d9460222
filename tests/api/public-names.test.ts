import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExperience, createStory } from '@/server/seed/fixtures';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

// Issue 32, finding 3: "Public pages show a minor's full name." What to build: "Public pages name the
// learner by first name and initial unless the community allows full names."

let api: TestApi;
let world: TwoCommunities;
let admin: string;
let peer: string;
let experienceToken: string;
let storyToken: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  const { demo } = world;
  admin = (await login(api, demo.admin.email, demo.host)).token;
  peer = (await login(api, demo.peer.email, demo.host)).token;
  const author = { userId: demo.learner.id, communityId: demo.community.id };
  const experience = await createExperience(api.db, { ...author, description: 'Une sortie publique', sharingParameters: 'public' });
  experienceToken = experience.publicToken;
  storyToken = (await createStory(api.db, { ...author, title: 'Mon récit public', sharingParameters: 'public', experienceIds: [experience.id] })).publicToken;
});
afterAll(() => api.close());

const publicExperience = async (token?: string) =>
  (await (await api.request(`/v2/experiences/public_experience?public_token=${experienceToken}`, { host: world.demo.host, token })).json()).data;
const publicStory = async (token?: string) => (await (await api.request(`/v2/stories/public_story?public_token=${storyToken}`, { host: world.demo.host, token })).json()).data;
const setFullNames = (value: boolean, token = admin) =>
  api.request('/v2/communities/current', { method: 'PATCH', host: world.demo.host, token, json: { community: { public_full_names: value } } });

describe('how public pages name a learner', () => {
  it('by first name and initial to a reader without a session, on the experience and on the story with its experiences', async () => {
    const { firstname, lastname } = world.demo.learner;
    const initial = { firstname, lastname: `${lastname.charAt(0).toUpperCase()}.` };
    expect((await publicExperience()).user_attributes).toMatchObject(initial);
    const story = await publicStory();
    expect(story.user_attributes).toMatchObject(initial);
    expect(story.experiences[0].user_attributes).toMatchObject(initial);
    expect(JSON.stringify(story)).not.toContain(lastname);
  });

  it('in full to a member of the community, who knows them anyway', async () => {
    expect((await publicExperience(peer)).user_attributes.lastname).toBe(world.demo.learner.lastname);
  });

  it('in full to everyone once a community admin allows it, and by initial again once they take it back', async () => {
    const res = await setFullNames(true);
    expect(res.status).toBe(200);
    expect((await res.json()).data.public_full_names).toBe(true);
    expect((await publicExperience()).user_attributes.lastname).toBe(world.demo.learner.lastname);
    expect((await publicStory()).user_attributes.lastname).toBe(world.demo.learner.lastname);
    // Another community's rule is its own.
    const mistral = await (await api.request('/v2/communities/current', { host: world.mistral.host })).json();
    expect(mistral.data.public_full_names).toBe(false);
    expect((await setFullNames(false)).status).toBe(200);
    expect((await publicExperience()).user_attributes.lastname).toBe(`${world.demo.learner.lastname.charAt(0).toUpperCase()}.`);
  });

  it('is a community admin’s rule: others get 403, bad input 422, and nothing changes', async () => {
    expect((await setFullNames(true, peer)).status).toBe(403);
    const bad = await api.request('/v2/communities/current', { method: 'PATCH', host: world.demo.host, token: admin, json: { community: { public_full_names: 'yes' } } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(['public_full_names']);
    expect((await (await api.request('/v2/communities/current', { host: world.demo.host })).json()).data.public_full_names).toBe(false);
  });
});
