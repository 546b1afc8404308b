/**
 * GET /api/places-near-by?lat&lng&keywords (spec lead-capture-and-chrome §7): the map block's
 * pins, as a list of places each with geometry.location.lat and lng: the providers within the
 * nearby radius (25 miles) of the point whose care types or name match the keywords, nearest
 * first, at most 20. lat and lng are clamped to their ranges by refusal (spec
 * reviews-and-provider-page §5): out of range is a 400 naming the field.
 *
 * Answers are cached in KV for 30 minutes per point (rounded to three decimals, about 110 m),
 * brand and keywords. As with the place suggestions, one visitor address may add at most 60
 * answers a minute to the cache; past that the answer is still given, only not cached.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Brand } from "../../domain/brands/brands.ts";
import { parsePlaceKeywords } from "../../domain/providers/place-keywords.ts";
import { type NearbyPlace, nearbyPlacesSchema, placesNearbyFamily } from "../../kv-schemas/places-nearby.ts";
import { readCached, writeCached } from "../cache/kv-cache.ts";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { consumeRateLimit, type RateLimit } from "../middleware/rate-limit-store.ts";
import { validate } from "../middleware/validate.ts";
import { providersMatchingNear } from "../providers/nearby-queries.ts";

/** At most 20 places, like a maps service's nearby search page. */
const PLACES_LIMIT = 20;

const CACHE_WRITE_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 60 };

/** Three decimals: about 110 m, finer than a map pin can show at the block's zoom. */
function rounded(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A decimal degree within ±limit: '30.267', '-97.74'. */
function degrees(limit: number) {
  return z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, "Must be a decimal number of degrees")
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
}

const placesNearbyQuerySchema = z.object({
  lat: degrees(90),
  lng: degrees(180),
  keywords: z.string().trim().min(1, "keywords must name at least one care type or word").max(200),
});

/**
 * The places near a point matching the keywords, through the KV cache; a fresh answer is cached
 * only when `mayCache` allows it (the API's per-address limit). The geo pages' map block reads
 * its list through here too, so it shows what the API gives.
 */
export async function placesNearby(
  env: Env,
  brand: Brand,
  point: { latitude: number; longitude: number },
  keywordsText: string,
  mayCache: () => Promise<boolean> = async () => true,
): Promise<NearbyPlace[]> {
  const keywords = parsePlaceKeywords(keywordsText);
  const cacheKey = keywords.nameWords.map((words) => words.join(" ")).join(",");
  const latitude = rounded(point.latitude);
  const longitude = rounded(point.longitude);
  const cached = await readCached(env.CACHE, placesNearbyFamily, brand.id, latitude, longitude, cacheKey);
  if (cached) return cached;
  const found = await providersMatchingNear(env.DB, { latitude, longitude }, keywords, brand, PLACES_LIMIT);
  const places = nearbyPlacesSchema.parse(
    found.map(({ record }) => ({
      name: record.name,
      vicinity: record.address.formattedAddress,
      url: record.url,
      keywords: record.services.map((service) => service.careType.label),
      types: record.services.map((service) => service.careType.slug),
      geometry: { location: { lat: record.address.latitude, lng: record.address.longitude } },
    })),
  );
  if (await mayCache())
    await writeCached(env.CACHE, placesNearbyFamily, places, brand.id, latitude, longitude, cacheKey);
  return places;
}

export const placesNearbyApi = new Hono<AppEnv>().get(
  "/places-near-by",
  validate("query", placesNearbyQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    const places = await placesNearby(
      c.env,
      c.get("brand"),
      { latitude: query.lat, longitude: query.lng },
      query.keywords,
      async () => {
        const limit = await consumeRateLimit(
          c.env.DB,
          `places-nearby-cache:${addressKey(visitorIp(c))}`,
          CACHE_WRITE_RATE_LIMIT,
        );
        return limit.allowed;
      },
    );
    return c.json<NearbyPlace[]>(places);
  },
);
