import 'server-only';
import { z } from 'zod';

/** Query-string pieces shared by the paged endpoints (spec §9: pages start at 0). */
export const ZPage = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a page number from 0')
  .transform(Number)
  .default(0);

/** A boolean flag as a query string carries it: 'true' or 'false', nothing else. */
export const ZFlag = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true')
  .default(false);

/** The token of an item's public link, as its address carries it. */
export const ZPublicToken = z.string().min(1).max(200);
