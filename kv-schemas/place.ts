/**
 * Places from the gazetteer: what a location text resolves to, and the autocomplete
 * suggestions for a prefix. Gazetteer data changes only with a new seed, so both keep for
 * 9.6 hours (reviews-and-provider-page §9, 3456e4 ms).
 */
import { z } from "zod";
import { defineKvFamily, LONG_LOOKUP_SECONDS } from "./family.ts";

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

export const placeFamily = defineKvFamily({
  name: "place",
  prefix: "place:",
  keySuffix: (canonicalQuery: string) => canonicalQuery,
  schema: placeSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});

export const placeSuggestionsSchema = z.strictObject({ places: z.array(placeSchema).max(6) });

export const placeSuggestionsFamily = defineKvFamily({
  name: "place-suggestions",
  prefix: "places:",
  keySuffix: (prefix: string) => prefix,
  schema: placeSuggestionsSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});
