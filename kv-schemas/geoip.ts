/**
 * The visitor's location as the edge saw it, per visitor address (`v4:a.b.c.d`, `v6:…::/64`).
 * spec: reviews-and-provider-page §7 (all four fields, or empty defaults) and §4 (valid 30 minutes).
 */
import { z } from "zod";
import { defineKvFamily, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const visitorLocationSchema = z.strictObject({
  city: z.string(),
  state: z.string(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
});
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;

export const geoipFamily = defineKvFamily({
  name: "geoip",
  prefix: "geoip:",
  keySuffix: (address: string) => address,
  schema: visitorLocationSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
