import { renderToBuffer } from '@react-pdf/renderer';
import type { PdfJob } from '../pdf-data';
import { prepareFonts } from './fonts';
import { PortraitDocument } from './portrait';
import { STORY_LAYOUTS } from './story-layouts';
import { warmUp } from './warm-up';
import { wordsFor } from './words';

/** One document, in its author's language. Callers render one at a time (hyphenation is global). */
export async function renderJob(job: PdfJob): Promise<Buffer> {
  if (job.kind === 'warm') return warmUp();
  const words = wordsFor(job.data.locale);
  prepareFonts(job.data.locale);
  if (job.kind === 'portrait') return renderToBuffer(<PortraitDocument portrait={job.data} words={words} />);
  const Layout = STORY_LAYOUTS[job.type];
  return renderToBuffer(<Layout story={job.data} words={words} />);
}
