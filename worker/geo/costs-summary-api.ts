/**
 * GET /v1/costs/summary (spec reviews-and-provider-page §7: careType, yearly, state, county,
 * geoType, moveInThreshold): the median monthly starting price of a care type in a place, its
 * range and count, the state's and the country's medians, the §9 comparison wording and the
 * sentence the geo pages show.
 *
 * `geoType` says which place the figures are for (city, county, state or national); left out,
 * it is the most specific place named. The place named by `geoType` must be given (a city needs
 * `city` and `state`): missing, it is a 400 naming the field. An unknown place, or one with fewer
 * priced providers than `moveInThreshold` (default 1), answers 404 JSON. To a visitor who does
 * not see prices the answer is what domain/geo/price-disclosure.ts lets through: no range, the
 * medians to the nearest $100, and a 404 for a place of fewer than 3 priced providers.
 */
import { Hono } from "hono";
import { z } from "zod";
import { careTypeBySlug } from "../../domain/care-types.ts";
import type { CostsGeoType, CostsSummary } from "../../domain/geo/costs-summary.ts";
import { stateCode } from "../../domain/geo/us-states.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { validate } from "../middleware/validate.ts";
import { costsPlace } from "./costs-queries.ts";
import { costsSummaryFor, summaryForPlace } from "./costs-summary-service.ts";

const urlNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Must be a place's URL name, such as travis-county or austin")
  .max(100);

const costsSummaryQuerySchema = z
  .object({
    careType: z
      .string()
      .trim()
      .refine((slug) => careTypeBySlug(slug) !== undefined && slug !== "not-sure", "Must be a care type's slug"),
    state: z
      .string()
      .trim()
      .max(40)
      .transform((text, ctx) => {
        const code = stateCode(text);
        if (!code) {
          ctx.addIssue({ code: "custom", message: "Must be a US state's two-letter code or name" });
          return z.NEVER;
        }
        return code;
      })
      .optional(),
    county: urlNameSchema.optional(),
    city: urlNameSchema.optional(),
    geoType: z.enum(["city", "county", "state", "national"]).optional(),
    yearly: z.enum(["true", "false"]).optional(),
    moveInThreshold: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .superRefine((query, ctx) => {
    const needs: Record<CostsGeoType, ("state" | "county" | "city")[]> = {
      city: ["state", "city"],
      county: ["state", "county"],
      state: ["state"],
      national: [],
    };
    for (const field of needs[query.geoType ?? "national"]) {
      if (query[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `Required when geoType is ${query.geoType}` });
    }
    if ((query.city !== undefined || query.county !== undefined) && query.state === undefined)
      ctx.addIssue({ code: "custom", path: ["state"], message: "Required with a county or a city" });
  });

/** The answer's shape; medians and ranges in cents per month (yearly: per year). */
export interface CostsSummaryAnswer {
  careType: string;
  geoType: CostsGeoType;
  placeName: string;
  medianCents: number;
  /** The lowest and highest starting price: null for a visitor who does not see prices. */
  minCents: number | null;
  maxCents: number | null;
  pricedProviders: number;
  providers: number;
  topProvidersCount: number | null;
  state: { name: string; medianCents: number } | null;
  national: { medianCents: number } | null;
  comparison: CostsSummary["comparison"];
  sentence: string;
  yearly?: {
    medianCents: number;
    minCents: number | null;
    maxCents: number | null;
    stateMedianCents: number | null;
    nationalMedianCents: number | null;
  };
}

function answer(summary: CostsSummary, yearly: boolean): CostsSummaryAnswer {
  const body: CostsSummaryAnswer = {
    careType: summary.careTypeSlug,
    geoType: summary.geoType,
    placeName: summary.placeName,
    medianCents: summary.place.medianCents,
    minCents: summary.place.minCents,
    maxCents: summary.place.maxCents,
    pricedProviders: summary.place.pricedProviders,
    providers: summary.providers,
    topProvidersCount: summary.topProvidersCount,
    state:
      summary.state && summary.stateName ? { name: summary.stateName, medianCents: summary.state.medianCents } : null,
    national: summary.national ? { medianCents: summary.national.medianCents } : null,
    comparison: summary.comparison,
    sentence: summary.sentence,
  };
  if (yearly)
    body.yearly = {
      medianCents: summary.place.medianCents * 12,
      minCents: summary.place.minCents === null ? null : summary.place.minCents * 12,
      maxCents: summary.place.maxCents === null ? null : summary.place.maxCents * 12,
      stateMedianCents: summary.state ? summary.state.medianCents * 12 : null,
      nationalMedianCents: summary.national ? summary.national.medianCents * 12 : null,
    };
  return body;
}

export const costsSummaryApi = new Hono<AppEnv>().get(
  "/costs/summary",
  validate("query", costsSummaryQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    // The schema let only known slugs through.
    const careType = careTypeBySlug(query.careType);
    if (!careType) return c.json({ error: "Unknown care type" }, 404);
    const geoType: CostsGeoType =
      query.geoType ?? (query.city ? "city" : query.county ? "county" : query.state ? "state" : "national");
    let summary: CostsSummary | null;
    if (geoType === "national" || query.state === undefined) {
      summary = await costsSummaryFor(c.env, {
        careTypeId: careType.id,
        stateCode: null,
        countyId: null,
        cityId: null,
        pricesShown: pricesVisible(c),
        language: c.var.language,
      });
    } else {
      const row = await costsPlace(c.env.DB, {
        stateCode: query.state,
        county: geoType === "county" && query.county ? { urlName: query.county } : null,
        city: geoType === "city" && query.city ? { urlName: query.city } : null,
      });
      if (!row) return c.json({ error: "No such place" }, 404);
      summary = await summaryForPlace(c.env, careType, row, pricesVisible(c), undefined, c.var.language);
    }
    const threshold = query.moveInThreshold ?? 1;
    if (!summary || summary.place.pricedProviders < threshold)
      return c.json({ error: `No priced ${careType.label} providers in that place` }, 404);
    return c.json<CostsSummaryAnswer>(answer(summary, query.yearly === "true"));
  },
);
