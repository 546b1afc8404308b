/**
 * The map block's nearby places (GET /api/places-near-by), per point rounded to about 110 m,
 * brand and keywords, for 30 minutes (spec reviews-and-provider-page §9, other lookups 18e5 ms).
 */
import { z } from "zod";
import { defineKvFamily, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const nearbyPlaceSchema = z.strictObject({
  name: z.string(),
  /** The street address, as the map's popup shows it. */
  vicinity: z.string(),
  /** The provider page's path. */
  url: z.string(),
  /** The labels of the care types it offers. */
  keywords: z.array(z.string()),
  /** The slugs of the care types it offers. */
  types: z.array(z.string()),
  geometry: z.strictObject({
    location: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;

export const nearbyPlacesSchema = z.array(nearbyPlaceSchema).max(20);

export const placesNearbyFamily = defineKvFamily({
  name: "places-nearby",
  prefix: "places-nearby:",
  keySuffix: (brandId: string, latitude: number, longitude: number, keywords: string) =>
    `${brandId}:${latitude.toFixed(3)},${longitude.toFixed(3)}:${keywords}`,
  schema: nearbyPlacesSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
