/**
 * Constants of the data-export contract that the browser needs, kept apart from the zod schemas
 * (lib/shared/validation/data-export.ts) so client bundles do not carry zod.
 */

/** An export's life: queued, running (with progress), then ready (to download) or failed. */
export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** Why an export failed, as the page explains it: too big for the bound, or anything else. */
export const DATA_EXPORT_FAILURES = ['too_large', 'unexpected'] as const;
export type TDataExportFailure = (typeof DATA_EXPORT_FAILURES)[number];

/** A finished archive is kept this long for its download, then swept with its file. */
export const DATA_EXPORT_KEEP_DAYS = 7;

/** The largest archive built: past it the export fails (`too_large`) rather than fill the disk. */
export const DATA_EXPORT_MAX_BYTES = 500 * 1024 * 1024;

/** The page asks for the progress this often while an export is under way. */
export const DATA_EXPORT_POLL_INTERVAL_MS = 2_000;
