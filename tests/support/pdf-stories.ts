import { createExperience, createStory, type StoryInput } from '@/server/seed/fixtures';
import { storePicture } from '@/server/modules/pictures/pictures';
import type { TestApi } from './api-harness';
import { jpeg } from './pictures';

const PLACES = [
  { name: 'Musée du Louvre', city: 'Paris', country: 'France', latitude: '48.8606', longitude: '2.3376' },
  { name: 'Acropole', city: 'Athènes', country: 'Grèce', latitude: '37.9715', longitude: '23.7257' },
  { name: null, city: 'Lisboa', country: 'Portugal', latitude: '38.7223', longitude: '-9.1393' },
  { name: null, city: 'Amsterdam', country: 'Pays-Bas', latitude: '52.3676', longitude: '4.9041' },
  { name: 'Colosseo', city: 'Roma', country: 'Italie', latitude: '41.8902', longitude: '12.4922' },
  null,
];
const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085'];

/**
 * A story a PDF can be made of (spec §5: exactly six pictures), of six experiences with real
 * stored pictures, places (one without), tags and rated skills; `descriptions` name each one.
 */
export async function createPdfReadyStory(api: TestApi, input: StoryInput & { descriptions?: string[] }) {
  const { descriptions = [], ...story } = input;
  const experienceIds: number[] = [];
  for (const [i, colour] of COLOURS.entries()) {
    const picture = await storePicture(api.db, api.deps.storage, await jpeg(320, 240, colour));
    const place = PLACES[i];
    const experience = await createExperience(api.db, {
      userId: story.userId,
      communityId: story.communityId,
      description: descriptions[i] ?? `Moment ${i + 1} of the story`,
      date: new Date(Date.UTC(2026, i, 10)),
      pictureKey: picture.key,
      pictureWidth: picture.width,
      pictureHeight: picture.height,
      tags: [`tag${i + 1}`],
      skills: [{ name: `Skill ${i + 1}`, level: i % 4 }],
      ...(place && { address: place }),
    });
    experienceIds.push(experience.id);
  }
  return createStory(api.db, { ...story, experienceIds });
}
