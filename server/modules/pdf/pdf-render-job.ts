import 'server-only';
import type { Storage } from '../../platform/storage';
import { portraitPdfData, storyPdfData, type PortraitPdfInput, type StoryPdfInput } from './pdf-input';
import type { PdfRender } from './pdf-runner';
import { renderPortraitPdf, renderStoryPdf } from './pdf-renderer';

/** How the runner draws a job: its kept input, its pictures read from storage, through the renderer's worker. */
export const renderPdfJob =
  (storage: Storage): PdfRender =>
  async (job) => {
    if (job.kind === 'portrait') return renderPortraitPdf(await portraitPdfData(storage, job.input as PortraitPdfInput));
    return renderStoryPdf(await storyPdfData(storage, job.input as StoryPdfInput), job.type ?? 'default');
  };
