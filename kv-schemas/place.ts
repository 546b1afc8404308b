/**
 * Places from the gazetteer: what a location text resolves to, and the autocomplete
 * suggestions for a prefix. Gazetteer data changes only with a new seed, so both keep for
 * 9.6 hours (reviews-and-provider-page §9, 3456e4 ms).
 */
import { z } from "zod";
import { placeSchema } from "../domain/geo/gazetteer-place.ts";
import { defineKvFamily, LONG_LOOKUP_SECONDS } from "./family.ts";

export const placeFamily = defineKvFamily({
  name: "place",
  prefix: "place:",
  keySuffix: (canonicalQuery: string) => canonicalQuery,
  schema: placeSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});

const placeSuggestionsSchema = z.strictObject({ places: z.array(placeSchema).max(6) });

export const placeSuggestionsFamily = defineKvFamily({
  name: "place-suggestions",
  prefix: "places:",
  keySuffix: (prefix: string) => prefix,
  schema: placeSuggestionsSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});
