import { z } from 'zod';

/** PostgreSQL's `integer` (serial) tops out here: a larger id names nothing and must not reach a query. */
export const ID_MAX = 2_147_483_647;

/** A row id in a request body: a positive 32-bit integer. */
export const ZId = z.number().int().positive().max(ID_MAX);

/** An id the contract lets travel as a string too (spec §7: group ids as strings), digits only. */
export const ZIdOrDigits = z.union([ZId, z.string().regex(/^\d{1,10}$/, 'must be an id').transform(Number).pipe(ZId)]);
