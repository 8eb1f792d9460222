import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup, createSkill, createUser } from '@/server/seed/fixtures';
import { addresses, experienceSkills, experiences, tags } from '@/server/db/schema';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience';
import { startTestApi, type TestApi } from '../support/api-harness';
import { buildTwoCommunities, login, type TwoCommunities } from '../support/communities';
import { backendPath, counts, fileOf, postExperience, validExperience } from '../support/experiences';
import { exifHasGps, jpeg, jpegRotated, jpegWithGps, png, pngClaiming, webp } from '../support/pictures';
import { RENDITIONS } from '@/lib/shared/pictures/picture-sources';
import { renditionKey } from '@/server/platform/stored-files';

let api: TestApi;
let world: TwoCommunities;
let learner: { token: string; host: string };
let mistralLearner: { token: string; host: string };
let skillsOf: { demo: { id: number; name: string }[]; mistral: { id: number; name: string }[] };
let otherGroupOfDemo: { id: number };
/** A picture made once, for the refusal tests where its content does not matter. */
let jpegSync: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  world = await buildTwoCommunities(api);
  learner = { token: (await login(api, world.demo.learner.email, world.demo.host)).token, host: world.demo.host };
  mistralLearner = { token: (await login(api, world.mistral.learner.email, world.mistral.host)).token, host: world.mistral.host };
  skillsOf = {
    demo: [await createSkill(api.db, world.demo.community.id, { name: 'Communication' }), await createSkill(api.db, world.demo.community.id, { name: 'Autonomie' })],
    mistral: [await createSkill(api.db, world.mistral.community.id, { name: 'Communication' })],
  };
  // A group of the learner's own community that the learner does not belong to.
  otherGroupOfDemo = await createGroup(api.db, world.demo.community.id, { name: 'Terminale Z' });
  await createUser(api.db, { communityIds: [world.demo.community.id], groupIds: [otherGroupOfDemo.id] });
  jpegSync = await jpeg(40, 30, '#445566');
});
afterAll(() => api.close());

async function created(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text).data;
}

async function fetchPicture(url: string) {
  const res = await api.request(backendPath(url));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('POST /v2/experiences (multipart: experience JSON + experience[picture])', () => {
  it('creates the experience with its picture, tags, skills, groups, address and link, and answers it in snake_case', async () => {
    const before = await counts(api);
    const res = await postExperience(
      api,
      learner,
      validExperience({
        sharing_parameters: 'group',
        group_ids: [String(world.demo.group.id)],
        link: { link_url: 'www.example.org/expo' },
        tags_attributes: [{ name: 'Musée' }, { name: 'Art' }],
        skills_attributes: [
          { skill_id: skillsOf.demo[0].id, name: 'Communication', level: 2, skills_attributes: [{ name: 'Parler en public', level: 1, custom: true }] },
          { name: 'Patience', level: 3, custom: true },
        ],
        address_attributes: { name: 'Musée des Beaux-Arts', city: 'Marseille', postcode: '13004', country: 'France', latitude: 43.3, longitude: 5.39 },
      }),
      await jpeg(),
    );
    const data = await created(res);
    expect(data).toMatchObject({
      type: 'Experience',
      description: 'Une journée au musée des Beaux-Arts avec la classe.',
      date: '2026-03-14T10:30:00.000Z',
      sharing_parameters: 'group',
      group_ids: [world.demo.group.id],
      groups: [{ id: world.demo.group.id, name: world.demo.group.name }],
      link: { link_url: 'http://www.example.org/expo' },
      official: false,
      highlight: false,
      micro_recognition: null,
      certification_attributes: [],
      user_attributes: { id: world.demo.learner.id, firstname: world.demo.learner.firstname, lastname: world.demo.learner.lastname, avatar_url: null },
      address_attributes: { name: 'Musée des Beaux-Arts', city: 'Marseille', postcode: '13004', administrative: null, country: 'France', latitude: 43.3, longitude: 5.39 },
      picture_width: 64,
      picture_height: 48,
    });
    expect(data.id).toEqual(expect.any(Number));
    expect(data.public_token).toMatch(/^[\w-]{32}$/);
    expect(data.picture_url).toMatch(/^\/api\/v2\/pictures\/[0-9a-f]{64}\.jpg$/);
    // In the order typed (issue 8: they were re-sorted).
    expect(data.tags_attributes.map((t: any) => t.name)).toEqual(['Musée', 'Art']);
    for (const tag of data.tags_attributes) expect(tag).toEqual({ id: expect.any(Number), name: expect.any(String), taggable_type: 'Experience' });
    expect(data.skills_attributes).toEqual([
      {
        id: expect.any(Number),
        name: 'Communication',
        level: 2,
        // Not certified: no teacher's level beside the learner's.
        certified_level: null,
        skillable_type: 'Experience',
        skillable_id: data.id,
        skill_id: skillsOf.demo[0].id,
        custom: false,
        skills_attributes: [
          { id: expect.any(Number), name: 'Parler en public', level: 1, certified_level: null, skillable_type: 'Experience', skillable_id: data.id, skill_id: null, custom: true, skills_attributes: [] },
        ],
      },
      { id: expect.any(Number), name: 'Patience', level: 3, certified_level: null, skillable_type: 'Experience', skillable_id: data.id, skill_id: null, custom: true, skills_attributes: [] },
    ]);

    const after = await counts(api);
    expect(after.experiences).toBe(before.experiences + 1);
    expect(after.experienceSkills).toBe(before.experienceSkills + 3);
    expect(after.addresses).toBe(before.addresses + 1);
    // The picture, and its print renditions beside it (served too, swept with it).
    const picture = fileOf(data.picture_url);
    expect(after.files).toEqual([...before.files, picture, ...RENDITIONS.map((rendition) => renditionKey(picture, rendition))].sort());
    const [row] = await api.db.select().from(experiences).where(eq(experiences.id, data.id));
    expect(row).toMatchObject({ communityId: world.demo.community.id, userId: world.demo.learner.id, pictureKey: fileOf(data.picture_url) });

    // Read back through the API: the same experience.
    const again = await api.request(`/v2/experiences/${data.id}`, { host: learner.host, token: learner.token });
    expect((await again.json()).data).toEqual(data);
  });

  it('stores a picked skill under the community list name, whatever name the client sent', async () => {
    const data = await created(
      await postExperience(api, learner, validExperience({ skills_attributes: [{ skill_id: skillsOf.demo[1].id, name: 'Renamed by a client', level: 0 }] }), await jpeg()),
    );
    expect(data.skills_attributes[0]).toMatchObject({ name: 'Autonomie', skill_id: skillsOf.demo[1].id, level: 0, custom: false });
  });

  it('finds tags case-insensitively in the community and creates only the new ones', async () => {
    const first = await created(await postExperience(api, learner, validExperience({ tags_attributes: [{ name: 'Théâtre' }] }), await jpeg()));
    const tagsBefore = (await counts(api)).tags;
    const second = await created(
      await postExperience(api, learner, validExperience({ tags_attributes: [{ name: 'THÉÂTRE' }, { name: 'théâtre' }, { name: 'Danse' }] }), await jpeg()),
    );
    expect((await counts(api)).tags).toBe(tagsBefore + 1);
    const theatre = second.tags_attributes.find((t: any) => t.name === 'Théâtre');
    expect(theatre.id).toBe(first.tags_attributes[0].id);
    expect(second.tags_attributes).toHaveLength(2);
    // Another community's tag of the same name is another tag.
    const mistral = await created(await postExperience(api, mistralLearner, validExperience({ tags_attributes: [{ name: 'Théâtre' }] }), await jpeg()));
    expect(mistral.tags_attributes[0].id).not.toBe(theatre.id);
    const rows = await api.db.select().from(tags).where(eq(tags.id, mistral.tags_attributes[0].id));
    expect(rows[0].communityId).toBe(world.mistral.community.id);
  });

  it('defaults to private with no tags, skills, groups, address or link', async () => {
    const data = await created(await postExperience(api, learner, { description: 'Court', date: '2026-01-02T08:00:00+01:00' }, await jpeg()));
    expect(data).toMatchObject({
      sharing_parameters: 'private',
      tags_attributes: [],
      skills_attributes: [],
      group_ids: [],
      groups: [],
      address_attributes: null,
      link: null,
      date: '2026-01-02T07:00:00.000Z',
    });
  });

  it.each([
    ['PNG', () => png(120, 90), 120, 90],
    ['WebP', () => webp(100, 50), 100, 50],
  ])('accepts a %s picture and stores it re-encoded as JPEG', async (_kind, make, width, height) => {
    const data = await created(await postExperience(api, learner, validExperience(), await make(), 'picture.bin'));
    const stored = await fetchPicture(data.picture_url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width, height });
    expect(data).toMatchObject({ picture_width: width, picture_height: height });
  });

  it('accepts an AVIF picture (HEIF container) when this build of sharp reads it', async () => {
    expect(sharp.format.heif.input.buffer).toBe(true);
    const avif = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#336699' } }).avif().toBuffer();
    const data = await created(await postExperience(api, learner, validExperience(), avif, 'photo.avif'));
    expect(data).toMatchObject({ picture_width: 64, picture_height: 32 });
    expect((await sharp(await fetchPicture(data.picture_url)).metadata()).format).toBe('jpeg');
  });

  it('shrinks a large picture to 2000 px on its longest side', async () => {
    const data = await created(await postExperience(api, learner, validExperience(), await jpeg(2400, 1600)));
    expect(data).toMatchObject({ picture_width: 2000, picture_height: 1333 });
    expect(await sharp(await fetchPicture(data.picture_url)).metadata()).toMatchObject({ width: 2000, height: 1333 });
  });

  it('turns the picture upright by its EXIF orientation, then drops the tag', async () => {
    const input = await jpegRotated();
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const data = await created(await postExperience(api, learner, validExperience(), input));
    expect(data).toMatchObject({ picture_width: 40, picture_height: 60 });
    const meta = await sharp(await fetchPicture(data.picture_url)).metadata();
    expect(meta).toMatchObject({ width: 40, height: 60 });
    expect(meta.orientation).toBeUndefined();
  });

  it('strips every metadata block, the GPS position included, from the stored file', async () => {
    const input = await jpegWithGps();
    const inputMeta = await sharp(input).metadata();
    // The test is only meaningful if the upload really carries a position.
    expect(exifHasGps(inputMeta.exif)).toBe(true);
    expect(inputMeta.exif!.toString('latin1')).toContain('PhoneMaker');

    const data = await created(await postExperience(api, learner, validExperience(), input));
    const stored = await fetchPicture(data.picture_url);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('PhoneMaker');
    // The file on disk is the one served.
    expect(await api.deps.storage.get(fileOf(data.picture_url))).toEqual(stored);
  });

  it('gives two identical pictures one file', async () => {
    const picture = await jpeg(50, 50, '#123456');
    const a = await created(await postExperience(api, learner, validExperience(), picture));
    const filesBefore = await api.storedFiles();
    const b = await created(await postExperience(api, learner, validExperience(), picture));
    expect(b.picture_url).toBe(a.picture_url);
    expect(await api.storedFiles()).toEqual(filesBefore);
  });
});

describe('POST /v2/experiences refusals: 422 in the one format, and nothing saved or stored', () => {
  async function expectRefused(res: Response, status: number, fields: Record<string, unknown>) {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    expect(JSON.parse(text)).toEqual({ errors: fields });
  }

  async function refusedWithoutTrace(send: () => Response | Promise<Response>, status: number, fields: Record<string, unknown>) {
    const before = await counts(api);
    await expectRefused(await send(), status, fields);
    expect(await counts(api)).toEqual(before);
  }

  it('refuses a description of 280 characters (279 is the maximum)', async () => {
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience({ description: 'x'.repeat(280) }), jpegSync), 422, { description: [expect.any(String)] });
    await created(await postExperience(api, learner, validExperience({ description: 'y'.repeat(279) }), jpegSync));
  });

  it('refuses a missing or blank description', async () => {
    const withoutDescription: Record<string, unknown> = validExperience();
    delete withoutDescription.description;
    await refusedWithoutTrace(() => postExperience(api, learner, withoutDescription, jpegSync), 422, { description: [expect.any(String)] });
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience({ description: '   ' }), jpegSync), 422, { description: [expect.any(String)] });
  });

  it('refuses a missing picture with picture: ["is required"]', async () => {
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), null), 422, { picture: ['is required'] });
  });

  it('reports every problem at once: no description and no picture', async () => {
    await refusedWithoutTrace(() => postExperience(api, learner, { date: '2026-03-14T10:30:00Z' }, null), 422, {
      description: [expect.any(String)],
      picture: ['is required'],
    });
  });

  it('answers a JSON POST (no file possible) with 422 picture required', async () => {
    const before = await counts(api);
    const res = await api.request('/v2/experiences', { method: 'POST', host: learner.host, token: learner.token, json: { experience: validExperience() } });
    await expectRefused(res, 422, { picture: ['is required'] });
    expect(await counts(api)).toEqual(before);
  });

  it('refuses a text file renamed .jpg, whatever its declared type', async () => {
    const text = Buffer.from('This is not a picture, just text in a file named photo.jpg\n');
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), text, 'photo.jpg'), 422, { picture: [expect.stringMatching(/JPEG, PNG/)] });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
  ])('refuses %s (sharp could read some of these; uploads may not)', async (_label, bytes) => {
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), bytes, 'photo.jpg'), 422, { picture: [expect.any(String)] });
  });

  it('refuses a HEIC it cannot decode with a message that says what to send instead', async () => {
    // An ISO-BMFF header with the "heic" brand and no decodable image behind it.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(4), Buffer.from('mif1heic', 'latin1'), Buffer.alloc(64)]);
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), heic, 'IMG_0001.HEIC'), 422, { picture: [expect.stringMatching(/HEIC.*JPEG/)] });
  });

  it('refuses a JPEG that is cut short or corrupt', async () => {
    const picture = await jpeg(200, 200);
    const corrupt = Buffer.concat([picture.subarray(0, 20), Buffer.alloc(200, 0x41)]);
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), corrupt), 422, { picture: ['could not be read as a picture'] });
  });

  it('refuses a picture over 10 MB with 422, and a body over the 12 MB request limit with 413', async () => {
    const padded = Buffer.concat([await jpeg(), Buffer.alloc(PICTURE_MAX_BYTES + 1)]);
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), padded), 422, { picture: [expect.stringMatching(/too large/)] });
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(13 * 1024 * 1024)]);
    const before = await counts(api);
    const res = await postExperience(api, learner, validExperience(), huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    expect(await counts(api)).toEqual(before);
  });

  it('refuses a decompression bomb (a small PNG claiming 10,000 × 10,000 pixels) before decoding it', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1000);
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(), bomb, 'bomb.png'), 422, { picture: [expect.stringMatching(/megapixels/)] });
  });

  it('refuses a skill without a level', async () => {
    await refusedWithoutTrace(
      () => postExperience(api, learner, validExperience({ skills_attributes: [{ name: 'Communication', skill_id: skillsOf.demo[0].id }] }), jpegSync),
      422,
      { 'skills_attributes.0.level': ['Level is required'] },
    );
  });

  it('refuses a sub-skill without a level or a name', async () => {
    await refusedWithoutTrace(
      () => postExperience(api, learner, validExperience({ skills_attributes: [{ name: 'Communication', level: 1, skills_attributes: [{ name: '', level: 1 }, { name: 'Oral' }] }] }), jpegSync),
      422,
      { 'skills_attributes.0.skills_attributes.0.name': [expect.any(String)], 'skills_attributes.0.skills_attributes.1.level': ['Level is required'] },
    );
  });

  it('refuses a skill level outside 0..3', async () => {
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience({ skills_attributes: [{ name: 'Oral', level: 4, custom: true }] }), jpegSync), 422, {
      'skills_attributes.0.level': [expect.any(String)],
    });
  });

  it("refuses a skill_id from another community's list, and stores no picture", async () => {
    await refusedWithoutTrace(
      () => postExperience(api, learner, validExperience({ skills_attributes: [{ skill_id: skillsOf.mistral[0].id, name: 'Communication', level: 1 }] }), jpegSync),
      422,
      { 'skills_attributes.0.skill_id': ['is not a skill of this community'] },
    );
    await refusedWithoutTrace(
      () =>
        postExperience(
          api,
          learner,
          validExperience({ skills_attributes: [{ name: 'Oral', level: 1, custom: true, skills_attributes: [{ skill_id: 999_999, name: 'Ghost', level: 1 }] }] }),
          jpegSync,
        ),
      422,
      { 'skills_attributes.0.skills_attributes.0.skill_id': ['is not a skill of this community'] },
    );
  });

  // Issue 8: "Mes groupes" with no group ticked published the item to nobody.
  it('refuses group sharing with no group', async () => {
    for (const groupIds of [[], undefined]) {
      await refusedWithoutTrace(() => postExperience(api, learner, validExperience({ sharing_parameters: 'group', group_ids: groupIds }), jpegSync), 422, {
        group_ids: ['must name at least one group when shared with groups'],
      });
    }
  });

  it('refuses a group of another community, or one of the community the learner is not in', async () => {
    for (const groupId of [world.mistral.group.id, otherGroupOfDemo.id, 999_999]) {
      await refusedWithoutTrace(
        () => postExperience(api, learner, validExperience({ sharing_parameters: 'group', group_ids: [world.demo.group.id, groupId] }), jpegSync),
        422,
        { group_ids: [expect.any(String)] },
      );
    }
  });

  it('keeps a file that another experience still uses when a creation with the same picture fails', async () => {
    const picture = await jpeg(33, 33, '#abcdef');
    const first = await created(await postExperience(api, learner, validExperience(), picture));
    await refusedWithoutTrace(
      () => postExperience(api, learner, validExperience({ group_ids: [world.mistral.group.id] }), picture),
      422,
      { group_ids: [expect.any(String)] },
    );
    expect(await api.storedFiles()).toContain(fileOf(first.picture_url));
  });

  it.each([
    ['an unknown sharing level', { sharing_parameters: 'everyone' }, 'sharing_parameters'],
    ['a date that is not ISO 8601', { date: '14/03/2026' }, 'date'],
    ['a link that is not a web address', { link: { link_url: 'javascript:alert(1)' } }, 'link.link_url'],
    ['a latitude out of range', { address_attributes: { city: 'Nowhere', latitude: 123 } }, 'address_attributes.latitude'],
    ['a tag without a name', { tags_attributes: [{ name: ' ' }] }, 'tags_attributes.0.name'],
    ['21 tags', { tags_attributes: Array.from({ length: 21 }, (_, i) => ({ name: `t${i}` })) }, 'tags_attributes'],
  ])('refuses %s', async (_label, overrides, field) => {
    await refusedWithoutTrace(() => postExperience(api, learner, validExperience(overrides), jpegSync), 422, { [field]: [expect.any(String)] });
  });

  it('answers 400 when the experience field is not JSON', async () => {
    const before = await counts(api);
    const res = await postExperience(api, learner, '{"description": ', jpegSync);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: expect.any(String) } });
    expect(await counts(api)).toEqual(before);
  });

  it('answers 415 to a body that is neither multipart nor JSON', async () => {
    const res = await api.request('/v2/experiences', { method: 'POST', host: learner.host, token: learner.token, headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(res.status).toBe(415);
  });

  it('answers 401 without a session, and stores nothing', async () => {
    const before = await counts(api);
    const res = await postExperience(api, { host: learner.host, token: '' }, validExperience(), jpegSync);
    expect(res.status).toBe(401);
    expect(await counts(api)).toEqual(before);
  });

  it('leaves no address and no tag behind when the transaction fails late (unknown skill after tags)', async () => {
    const before = await counts(api);
    const res = await postExperience(
      api,
      learner,
      validExperience({
        tags_attributes: [{ name: 'Brand new tag' }],
        address_attributes: { city: 'Lyon' },
        skills_attributes: [{ skill_id: skillsOf.mistral[0].id, name: 'x', level: 1 }],
      }),
      jpegSync,
    );
    expect(res.status).toBe(422);
    expect(await counts(api)).toEqual(before);
    expect(await api.db.select().from(tags).where(eq(tags.name, 'Brand new tag'))).toEqual([]);
    expect((await api.db.select().from(addresses)).filter((a) => a.city === 'Lyon')).toEqual([]);
    expect((await api.db.select().from(experienceSkills)).filter((s) => s.name === 'x')).toEqual([]);
  });
});
