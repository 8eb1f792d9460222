import { z } from 'zod';

/** Spec §3 paginated answers: paginatedResults and totalPages.pages (pages start at 0, spec §9). */
export const zPaginated = <T extends z.ZodType>(item: T) =>
  z.object({ paginatedResults: z.array(item), totalPages: z.object({ pages: z.number().int().min(0) }) });
export type TPaginated<T> = { paginatedResults: T[]; totalPages: { pages: number } };
