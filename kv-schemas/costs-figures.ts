/**
 * A care type's costs figures (GET /v1/costs/summary and the geo pages' costs sections). Over a
 * whole state or the whole country they are a median over up to tens of thousands of prices,
 * so they are kept 9.6 hours (spec reviews-and-provider-page §9, 3456e4 ms) under
 * `costs-summary:{careTypeId}:{US|state code}`; a city's or a county's, over its few providers,
 * for 30 minutes (§9, other lookups 18e5 ms), as long as the geo page's own read (its count and
 * price range), under `costs-place:{careTypeId}:{city-id|county-id}`.
 */
import { z } from "zod";
import { defineKvFamily, LONG_LOOKUP_SECONDS, THIRTY_MINUTES_SECONDS } from "./family.ts";

const cents = z.number().int().min(0);

export const costScopeFiguresSchema = z.strictObject({
  /** Providers of the care type in the scope, priced or not. */
  providers: z.number().int().min(0),
  pricedProviders: z.number().int().min(0),
  /** Null when no provider there is priced. */
  medianCents: cents.nullable(),
  minCents: cents.nullable(),
  maxCents: cents.nullable(),
});
export type CostScopeFigures = z.infer<typeof costScopeFiguresSchema>;

export const costsSummaryFamily = defineKvFamily({
  name: "costs-summary",
  prefix: "costs-summary:",
  keySuffix: (careTypeId: string, scope: string) => `${careTypeId}:${scope}`,
  schema: costScopeFiguresSchema,
  ttlSeconds: LONG_LOOKUP_SECONDS,
});

export const costsPlaceFamily = defineKvFamily({
  name: "costs-place",
  prefix: "costs-place:",
  keySuffix: (careTypeId: string, scope: `city-${number}` | `county-${number}`) => `${careTypeId}:${scope}`,
  schema: costScopeFiguresSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
