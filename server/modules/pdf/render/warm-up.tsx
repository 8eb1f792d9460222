import { renderToBuffer } from '@react-pdf/renderer';
import type { StoryPdfData } from '../pdf-data';
import { prepareFonts } from './fonts';
import { STORY_LAYOUTS } from './story-layouts';
import { wordsFor } from './words';

/** A story of one experience with a place, in every weight the layouts use: enough to load what any layout needs. */
const SAMPLE: StoryPdfData = {
  locale: 'fr',
  title: 'Préchauffage',
  description: 'Un document que personne ne lit.',
  date: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  author: { name: 'Démo' },
  community: { name: 'Démo' },
  experiences: [
    {
      description: 'Une expérience.',
      date: '2026-01-01T00:00:00.000Z',
      place: { label: 'Paris, France', latitude: 48.86, longitude: 2.35 },
      tags: ['exemple'],
      skills: [{ name: 'Compétence', level: 2, certifiedLevel: 1 }],
      picture: null,
      credentialUrl: 'https://demo.example/verify/1',
    },
  ],
};

/**
 * Draws the sample in each story layout and drops the bytes: the first render of a worker
 * loads react-pdf's layout engine, opens the fonts and builds the world map, seconds that
 * would otherwise fall on the first person to ask for a PDF after a start.
 */
export async function warmUp(): Promise<Buffer> {
  const words = wordsFor(SAMPLE.locale);
  let last: Buffer = Buffer.alloc(0);
  for (const Layout of Object.values(STORY_LAYOUTS)) {
    prepareFonts(SAMPLE.locale);
    last = await renderToBuffer(<Layout story={SAMPLE} words={words} />);
  }
  return last;
}
