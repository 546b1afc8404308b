/**
 * A geo page's place as its path names it: the state and, below it, the city or county with
 * their ids, names and coordinates. Gazetteer data changes only with a new seed, so it keeps
 * 9.6 hours (spec reviews-and-provider-page §9, 3456e4 ms) under
 * `geo-place:{state url name}:{place url name, or - for the state itself}`. A path that names
 * no place is not stored: it is read again, so a place added by a seed shows at once.
 */
import { z } from "zod";
import { defineKvFamily, LONG_LOOKUP_SECONDS } from "./family.ts";

const coordinate = z.number().finite();

export const geoPlaceLookupSchema = z.strictObject({
  state: z.strictObject({
    code: z.string().length(2),
    name: z.string(),
    urlName: z.string(),
    latitude: coordinate,
    longitude: coordinate,
  }),
  place: z
    .strictObject({
      kind: z.enum(["city", "county"]),
      id: z.number().int().positive(),
      name: z.string(),
      urlName: z.string(),
      latitude: coordinate,
      longitude: coordinate,
      county: z.strictObject({ name: z.string(), urlName: z.string() }).nullable(),
    })
    .nullable(),
});

export const geoPlaceFamily = defineKvFamily({
  name: "geo-place",
  prefix: "geo-place:",
  keySuffix: (stateUrlName: string, placeUrlName: string | null) => `${stateUrlName}:${placeUrlName ?? "-"}`,
  schema: geoPlaceLookupSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});
