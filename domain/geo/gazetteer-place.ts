/**
 * A place from the gazetteer, as search resolves a location text to it and the autocomplete
 * API suggests it (spec reviews-and-provider-page §5, §7).
 */
import { z } from "zod";

export const placeSchema = z.strictObject({
  kind: z.enum(["zip", "city", "county", "state"]),
  /** How the place reads: '78701', 'Austin, TX', 'Travis County, TX', 'Texas'. */
  label: z.string(),
  zip: z.string().nullable(),
  cityId: z.number().int().nullable(),
  city: z.string().nullable(),
  cityUrlName: z.string().nullable(),
  countyId: z.number().int().nullable(),
  county: z.string().nullable(),
  stateCode: z.string().length(2),
  stateName: z.string(),
  stateUrlName: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** People living there, to rank suggestions (0 when unknown). */
  population: z.number().int().min(0),
});
export type Place = z.infer<typeof placeSchema>;
