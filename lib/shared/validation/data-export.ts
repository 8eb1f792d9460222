import { z } from 'zod';
import { DATA_EXPORT_FAILURES, DATA_EXPORT_STATUSES } from './data-export-rules';

/** One export of a person's data, as its page polls it. */
export const ZDataExport = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100: the share of the archive's entries written. */
  progress: z.number().int().min(0).max(100),
  /** The archive's size in bytes once ready. */
  size: z.number().int().nullable(),
  failure: z.enum(DATA_EXPORT_FAILURES).nullable(),
  createdAt: z.string(),
  /** When the archive (or the request, while it waits) is swept. */
  expiresAt: z.string(),
});
export type TDataExport = z.infer<typeof ZDataExport>;
