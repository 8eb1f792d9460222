import 'server-only';
import type { Database } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { portraitPdfData, storyPdfData, type PortraitPdfInput, type StoryPdfInput } from './pdf-input';
import type { PdfRender } from './pdf-runner';
import { renderPortraitPdf, renderStoryPdf } from './pdf-renderer';

/** How the runner draws a job: its kept input, its pictures' print renditions from storage, through the renderer's worker. */
export const renderPdfJob =
  (db: Database, storage: Storage): PdfRender =>
  async (job) => {
    if (job.kind === 'portrait') return renderPortraitPdf(await portraitPdfData({ db, storage }, job.input as PortraitPdfInput));
    const type = job.type ?? 'default';
    return renderStoryPdf(await storyPdfData({ db, storage }, job.input as StoryPdfInput, type), type);
  };
