/**
 * What a geo page reads from D1 for one window of its lists (the count and price range, the
 * page's provider ids, the care types offered there, the nearby cities, counties and other
 * providers), the same for every visitor: kept for 30 minutes (spec reviews-and-provider-page §9,
 * other lookups 18e5 ms) per care type, place, sort, rating filter and window. Prices on the cards come from the
 * providers' own records, so a visitor's price blur never reaches this value. Operators drop the
 * family with a purge of the prefix `geo-page:`.
 */
import { z } from "zod";
import { defineKvFamily, THIRTY_MINUTES_SECONDS } from "./family.ts";

const nearbyListSchema = z.object({
  rows: z.array(z.object({ name: z.string(), urlName: z.string(), providerCount: z.number().int().min(0) })),
  total: z.number().int().min(0),
});

export const storedGeoPageReadSchema = z.object({
  count: z.number().int().min(0),
  matched: z.number().int().min(0),
  providerIds: z.array(z.number().int().positive()),
  careTypes: z.array(z.object({ careTypeId: z.string(), count: z.number().int().min(0) })),
  cities: nearbyListSchema,
  counties: nearbyListSchema,
  otherProviders: z.object({
    rows: z.array(z.object({ name: z.string(), url: z.string() })),
    total: z.number().int().min(0),
  }),
});
export type StoredGeoPageRead = z.infer<typeof storedGeoPageReadSchema>;

/** The read's window: the place (`city-12`, `county-3`, `state-TX`), the providers' page and the lists' window. */
export interface GeoPageWindowKey {
  careTypeId: string;
  scope: string;
  page: number;
  pageSize: number;
  /** The list's sort and its lowest rating ('any' without the filter). */
  sortBy: string;
  minRating: number | null;
  nearbyLimit: number;
  nearbyOffset: number;
}

export const geoPageFamily = defineKvFamily({
  name: "geo-page",
  prefix: "geo-page:",
  keySuffix: (key: GeoPageWindowKey) =>
    `${key.careTypeId}:${key.scope}:${key.page}:${key.pageSize}:${key.sortBy}:${key.minRating ?? "any"}:${key.nearbyLimit}:${key.nearbyOffset}`,
  schema: storedGeoPageReadSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
