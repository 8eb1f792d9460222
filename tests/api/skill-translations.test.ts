import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { createExperience, createSkill, createStory } from '@/server/seed/fixtures';
import { DEMO_SKILL_TRANSLATIONS, DEMO_SKILLS, seedSkills } from '@/server/seed/seed-experiences';
import { skillTranslations } from '@/server/db/schema';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';

/** Issue 8: community skill names stay French in the other five locales. */
let api: TestApi;
let world: TwoCommunities;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  token = (await login(api, world.demo.learner.email, world.demo.host)).token;
});
afterAll(() => api.close());

async function speak(locale: string) {
  const { learner, host } = world.demo;
  expect((await api.request(`/v2/users/${learner.id}`, { method: 'PUT', host, token, json: { user: { locale } } })).status).toBe(200);
}

async function get(path: string) {
  const response = await api.request(path, { host: world.demo.host, token });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

describe('community skills per locale', () => {
  it('seeds a real name for every demo skill in every locale', async () => {
    await seedSkills(api.db, world.demo.community.id);
    for (const locale of LOCALES) {
      await speak(locale);
      const names = ((await get('/v2/skills')) as { name: string }[]).map((s) => s.name).sort();
      const expected = DEMO_SKILLS.map((fr) => (locale === 'fr' ? fr : DEMO_SKILL_TRANSLATIONS[fr][locale as Exclude<typeof locale, 'fr'>]));
      expect(names, locale).toEqual([...expected].sort());
    }
    await speak('en');
    expect(((await get('/v2/skills')) as { name: string }[]).map((s) => s.name)).toContain('Teamwork');
  });

  it('names a skill without a translation in the community’s own language', async () => {
    const skill = await createSkill(api.db, world.demo.community.id, { name: 'Jardinage' });
    await api.db.insert(skillTranslations).values({ skillId: skill.id, locale: 'it', name: 'Giardinaggio' });
    await speak('nl');
    expect((await get('/v2/skills')).find((s: { id: number }) => s.id === skill.id).name).toBe('Jardinage');
    await speak('it');
    expect((await get('/v2/skills')).find((s: { id: number }) => s.id === skill.id).name).toBe('Giardinaggio');
  });

  it('names the list’s skills on experiences and journal pages in the reader’s locale, custom ones as written', async () => {
    const { learner, community } = world.demo;
    const skill = await createSkill(api.db, community.id, { name: 'Écoute' });
    await api.db.insert(skillTranslations).values([
      { skillId: skill.id, locale: 'el', name: 'Ενεργητική ακρόαση' },
      { skillId: skill.id, locale: 'pt', name: 'Escuta ativa' },
    ]);
    const experience = await createExperience(api.db, {
      userId: learner.id,
      communityId: community.id,
      skills: [
        { skillId: skill.id, name: 'Écoute', level: 2 },
        { name: 'Écoute', custom: true, level: 1 },
      ],
    });
    const names = (item: { skills_attributes: { name: string }[] }) => item.skills_attributes.map((s) => s.name);

    await speak('el');
    expect(names(await get(`/v2/experiences/${experience.id}`))).toEqual(['Ενεργητική ακρόαση', 'Écoute']);
    const page = await get('/v2/journal_items');
    const item = page.paginated_results.find((r: { journal_item: { id: number; type: string } }) => r.journal_item.type === 'Experience' && r.journal_item.id === experience.id);
    expect(names(item.journal_item)).toEqual(['Ενεργητική ακρόαση', 'Écoute']);

    await speak('pt');
    expect(names(await get(`/v2/experiences/${experience.id}`))).toEqual(['Escuta ativa', 'Écoute']);
    await speak('fr');
    expect(names(await get(`/v2/experiences/${experience.id}`))).toEqual(['Écoute', 'Écoute']);
  });
});

describe('the reader’s language: the page’s (Accept-Language), else the account’s', () => {
  const names = (item: { skills_attributes: { name: string }[] }) => item.skills_attributes.map((s) => s.name);
  let listed: { id: number };
  let experience: { id: number; publicToken: string | null };
  let story: { publicToken: string | null };

  beforeAll(async () => {
    const { learner, community } = world.demo;
    listed = await createSkill(api.db, community.id, { name: 'Coopération' });
    await api.db.insert(skillTranslations).values([
      { skillId: listed.id, locale: 'pt', name: 'Cooperação' },
      { skillId: listed.id, locale: 'en', name: 'Cooperation' },
    ]);
    const skills = [
      { skillId: listed.id, name: 'Coopération', level: 2 },
      { name: 'Coopération', custom: true, level: 1 },
    ];
    experience = await createExperience(api.db, { userId: learner.id, communityId: community.id, sharingParameters: 'public', skills });
    story = await createStory(api.db, { userId: learner.id, communityId: community.id, sharingParameters: 'public', experienceIds: [experience.id] });
  });

  async function read(path: string, options: { signedIn: boolean; language?: string }) {
    const headers = options.language ? { 'accept-language': options.language } : undefined;
    const response = await api.request(path, { host: world.demo.host, token: options.signedIn ? token : undefined, headers });
    expect(response.status, path).toBe(200);
    return (await response.json()).data;
  }
  const publicExperience = () => `/v2/experiences/public_experience?public_token=${encodeURIComponent(experience.publicToken!)}`;
  const publicStory = () => `/v2/stories/public_story?public_token=${encodeURIComponent(story.publicToken!)}`;

  it('names the product’s skills in the page’s language for a reader who is not signed in, the learner’s own as typed', async () => {
    expect(names(await read(publicExperience(), { signedIn: false, language: 'pt' }))).toEqual(['Cooperação', 'Coopération']);
    expect(names(await read(publicExperience(), { signedIn: false, language: 'en-GB,en;q=0.9' }))).toEqual(['Cooperation', 'Coopération']);
    expect(names((await read(publicStory(), { signedIn: false, language: 'pt' })).experiences[0])).toEqual(['Cooperação', 'Coopération']);
    // A language without a translation, one the product does not speak, or none: as the community wrote it.
    for (const language of ['it', 'de-DE', undefined]) {
      expect(names(await read(publicExperience(), { signedIn: false, language })), String(language)).toEqual(['Coopération', 'Coopération']);
    }
  });

  it('prefers the page’s language to the account’s, and falls back to the account’s without one', async () => {
    await speak('en');
    for (const path of [`/v2/experiences/${experience.id}`, publicExperience()]) {
      expect(names(await read(path, { signedIn: true, language: 'pt' })), path).toEqual(['Cooperação', 'Coopération']);
      expect(names(await read(path, { signedIn: true })), path).toEqual(['Cooperation', 'Coopération']);
      expect(names(await read(path, { signedIn: true, language: 'de' })), path).toEqual(['Cooperation', 'Coopération']);
    }
    const page = await read('/v2/journal_items', { signedIn: true, language: 'pt' });
    const item = page.paginated_results.find((r: { journal_item: { id: number; type: string } }) => r.journal_item.type === 'Experience' && r.journal_item.id === experience.id);
    expect(names(item.journal_item)).toEqual(['Cooperação', 'Coopération']);
    const offered = (await read('/v2/skills', { signedIn: true, language: 'pt' })) as { id: number; name: string }[];
    expect(offered.find((s) => s.id === listed.id)?.name).toBe('Cooperação');
    await speak('fr');
  });
});
