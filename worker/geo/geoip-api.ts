/**
 * GET /api/geoip — the caller's city, state, latitude and longitude from the edge's `cf`
 * data: all four, or empty defaults (spec reviews-and-provider-page §7). Cached in KV for 30
 * minutes per visitor address (an IPv4 address, an IPv6 /64), so one visitor writes one key
 * at most every 30 minutes however many addresses of their /64 they use.
 */
import { Hono } from "hono";
import { z } from "zod";
import { geoipFamily, type VisitorLocation, visitorLocationSchema } from "../../kv-schemas/geoip.ts";
import { readThrough } from "../cache/kv-cache.ts";
import type { AppEnv } from "../env.ts";
import { addressKey, visitorIp } from "../middleware/client-address.ts";
import { validate } from "../middleware/validate.ts";

const EMPTY_LOCATION: VisitorLocation = { city: "", state: "", latitude: null, longitude: null };

/** Reads the edge's location fields; all four must be usable or none is used. */
export function locationFromCf(cf: Partial<IncomingRequestCfProperties> | undefined): VisitorLocation {
  const latitude = Number(cf?.latitude);
  const longitude = Number(cf?.longitude);
  const city = typeof cf?.city === "string" ? cf.city.trim() : "";
  const state = typeof cf?.regionCode === "string" ? cf.regionCode.trim() : "";
  if (!city || !state || !Number.isFinite(latitude) || !Number.isFinite(longitude) || cf?.latitude === undefined) {
    return EMPTY_LOCATION;
  }
  const parsed = visitorLocationSchema.safeParse({ city, state, latitude, longitude });
  return parsed.success ? parsed.data : EMPTY_LOCATION;
}

const ipSchema = z.union([z.ipv4(), z.ipv6()]);

/** `ip` is accepted for clients written against the spec; the answer is still the caller's. */
const geoipQuerySchema = z.object({ ip: ipSchema.optional() });

export const geoipApi = new Hono<AppEnv>().get("/", validate("query", geoipQuerySchema), async (c) => {
  // The worker can only see where the caller is, so the answer (and its cache key) is the caller's.
  const cf = c.req.raw.cf as Partial<IncomingRequestCfProperties> | undefined;
  const ip = visitorIp(c);
  const lookup = async () => {
    const location = locationFromCf(cf);
    if (!location.city) console.warn("geoip: the edge gave no complete location; answering empty defaults");
    return location;
  };
  const location = ip ? await readThrough(c.env.CACHE, geoipFamily, lookup, addressKey(ip)) : await lookup();
  return c.json<VisitorLocation>(location);
});
