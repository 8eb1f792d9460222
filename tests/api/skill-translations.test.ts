import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/shared/i18n/locales';
import { createExperience, createSkill } from '@/server/seed/fixtures';
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
