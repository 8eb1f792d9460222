import { renderToBuffer } from '@react-pdf/renderer';
import type { PdfJob } from '../pdf-data';
import { prepareFonts } from './fonts';
import { ChronologyStory } from './story-chronology';
import { DefaultStory } from './story-default';
import { LandscapeStory } from './story-landscape';
import { MapStory } from './story-map';
import { PortraitDocument } from './portrait';
import { wordsFor } from './words';

const STORY_LAYOUTS = { default: DefaultStory, chronology: ChronologyStory, map: MapStory, landscape: LandscapeStory };

/** One document, in its author's language. Callers render one at a time (hyphenation is global). */
export async function renderJob(job: PdfJob): Promise<Buffer> {
  const words = wordsFor(job.data.locale);
  prepareFonts(job.data.locale);
  if (job.kind === 'portrait') return renderToBuffer(<PortraitDocument portrait={job.data} words={words} />);
  const Layout = STORY_LAYOUTS[job.type];
  return renderToBuffer(<Layout story={job.data} words={words} />);
}
