/**
 * Constants of the PDF contract that the browser needs, kept apart from the zod schemas
 * (lib/shared/validation/pdf.ts) so client bundles do not carry zod.
 */

/** Spec §7 POST v2/story_pdfs `type`, with the numbers spec §9 gives them, in the modal's order. */
export const STORY_PDF_TYPES = ['default', 'chronology', 'map', 'landscape'] as const;
export type TStoryPdfType = (typeof STORY_PDF_TYPES)[number];
export const STORY_PDF_TYPE_NUMBERS: Record<TStoryPdfType, number> = { default: 1, map: 2, chronology: 3, landscape: 4 };

/** What GET v2/story_pdfs/{id}/status answers in `pdf_status` (spec §7; its values are not shown). */
export const PDF_STATUSES = ['generating', 'ready', 'failed'] as const;
export type TPdfStatus = (typeof PDF_STATUSES)[number];

/** A job's life in the database; the wire says `generating` for the first two. */
export const PDF_JOB_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;

/** Spec §9: the status is polled every 10 s. */
export const PDF_POLL_INTERVAL_MS = 10_000;

/**
 * How long the page waits before its check number `checks` (0 for the first) of a PDF still
 * generating: the first at once, then the spec's 10 s. A check waits on the server up to 2 s for
 * the PDF, so the first one carries on the request's own 2 s wait; the spec's interval is kept
 * after it rather than adding checks of our own.
 */
export const pdfPollDelayMs = (checks: number) => (checks === 0 ? 0 : PDF_POLL_INTERVAL_MS);

/** The two kinds of document; each has its own three calls (spec §7). */
export const PDF_KINDS = ['story', 'portrait'] as const;
export type TPdfKind = (typeof PDF_KINDS)[number];

/** The file names the browser saves (spec §4: story.pdf). */
export const PDF_FILE_NAMES: Record<TPdfKind, string> = { story: 'story.pdf', portrait: 'portrait.pdf' };
