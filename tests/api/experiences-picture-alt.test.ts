import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiences } from '@/server/db/schema';
import { PICTURE_ALT_MAX } from '@/lib/shared/validation/experience';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login } from '../support/communities';
import { counts, patchExperience, postExperience, validExperience } from '../support/experiences';
import { jpeg } from '../support/pictures';

// The learner's text alternative for the photo: written with the experience, changed on its own,
// answered wherever the experience is.

let api: TestApi;
let learner: { token: string; host: string };
let picture: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  const world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  picture = await jpeg(40, 30, '#778899');
});
afterAll(() => api.close());

async function dataOf(res: Response, status: number) {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text).data;
}

const storedAlt = async (id: number) => (await api.db.select({ alt: experiences.pictureAlt }).from(experiences).where(eq(experiences.id, id)))[0].alt;

describe('picture_alt', () => {
  it('is stored trimmed on create and answered by the create and the read', async () => {
    const created = await dataOf(await postExperience(api, learner, validExperience({ picture_alt: '  Trois élèves plantent des tomates  ' }), picture), 201);
    expect(created.picture_alt).toBe('Trois élèves plantent des tomates');
    const read = await dataOf(await api.request(`/v2/experiences/${created.id}`, { host: learner.host, token: learner.token }), 200);
    expect(read.picture_alt).toBe('Trois élèves plantent des tomates');
  });

  it('is null when absent or empty', async () => {
    const absent = await dataOf(await postExperience(api, learner, validExperience(), picture), 201);
    expect(absent.picture_alt).toBeNull();
    const blank = await dataOf(await postExperience(api, learner, validExperience({ picture_alt: '   ' }), picture), 201);
    expect(blank.picture_alt).toBeNull();
    expect(await storedAlt(blank.id)).toBeNull();
  });

  it('changes alone on update, is kept when the update does not name it, and is cleared by an empty text', async () => {
    const { id } = await dataOf(await postExperience(api, learner, validExperience({ picture_alt: 'Avant' }), picture), 201);
    expect((await dataOf(await patchExperience(api, learner, id, { picture_alt: 'Un potager sous la pluie' }), 200)).picture_alt).toBe('Un potager sous la pluie');
    expect((await dataOf(await patchExperience(api, learner, id, { description: 'Autre texte' }), 200)).picture_alt).toBe('Un potager sous la pluie');
    expect((await dataOf(await patchExperience(api, learner, id, { picture_alt: '' }), 200)).picture_alt).toBeNull();
    expect(await storedAlt(id)).toBeNull();
  });

  it(`refuses more than ${PICTURE_ALT_MAX} characters with a field error, on create and update, changing nothing`, async () => {
    const tooLong = 'é'.repeat(PICTURE_ALT_MAX + 1);
    const before = await counts(api);
    const refused = await postExperience(api, learner, validExperience({ picture_alt: tooLong }), picture);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: { picture_alt: [expect.any(String)] } });
    expect(await counts(api)).toEqual(before);

    const { id } = await dataOf(await postExperience(api, learner, validExperience({ picture_alt: 'Gardé' }), picture), 201);
    const update = await patchExperience(api, learner, id, { picture_alt: tooLong });
    expect(update.status).toBe(422);
    expect(await update.json()).toEqual({ errors: { picture_alt: [expect.any(String)] } });
    expect(await storedAlt(id)).toBe('Gardé');
    // Exactly the maximum passes.
    expect((await dataOf(await patchExperience(api, learner, id, { picture_alt: 'é'.repeat(PICTURE_ALT_MAX) }), 200)).picture_alt).toHaveLength(PICTURE_ALT_MAX);
  });
});
