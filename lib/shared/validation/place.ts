import { z } from 'zod';

/**
 * The one address shape the API answers: an experience's addressAttributes and every location
 * search result (spec §3 address: name, city, postcode, administrative, country; plus where it is).
 */
export const ZPlace = z.object({
  name: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  administrative: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TPlace = z.infer<typeof ZPlace>;
