import { z } from 'zod';
import { ZId } from './id';
import { PDF_STATUSES, STORY_PDF_TYPES } from './pdf-rules';

/** Spec §7 POST v2/story_pdfs: `{type, id}`, the story's id. */
export const ZStoryPdfRequest = z.object({ type: z.enum(STORY_PDF_TYPES), id: ZId });
export type TStoryPdfRequest = z.infer<typeof ZStoryPdfRequest>;

/** Spec §7 POST v2/portrait_pdfs: `{id}`, the portrait's (its owner's) id. */
export const ZPortraitPdfRequest = z.object({ id: ZId });
export type TPortraitPdfRequest = z.infer<typeof ZPortraitPdfRequest>;

/** A PDF asked for: `id` is what the status and file calls take (spec §3 storyPdfId). */
export const ZPdfJob = z.object({ id: z.number().int(), pdfStatus: z.enum(PDF_STATUSES) });
export type TPdfJob = z.infer<typeof ZPdfJob>;
