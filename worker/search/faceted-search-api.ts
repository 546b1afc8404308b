/**
 * The search with filters (spec search-and-compare §7): GET /v1/faceted-search and
 * /v2/faceted-search with hitsPerPage, matchAllFilters, page, sortBy and `criteria`, a JSON
 * object of the criteria fields. Unknown criteria fields are refused; unknown filter values
 * inside a list fall back (are dropped), as the search page's do.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { FILTER_FAMILIES, MEDICARE_RATING_PARAMETER } from "../../domain/search/search-filters.ts";
import type { AppEnv } from "../env.ts";
import { validateInLanguage } from "../middleware/validate.ts";
import {
  booleanText,
  criteriaFrom,
  hitsPerPageSchema,
  keywordFromParts,
  latitudeSchema,
  longitudeSchema,
  pageSchema,
  radiusMilesSchema,
  searchOptions,
  shortText,
} from "./search-params.ts";
import { runSearch } from "./search-service.ts";

/** A list as an array of strings, or one comma-separated string. */
const valueList = z
  .union([z.array(z.string().max(100)).max(50), z.string().max(1000)])
  .transform((value) => (Array.isArray(value) ? value.join(",") : value));

const facetedCriteriaSchema = z.strictObject({
  keyword: shortText.optional(),
  careType: shortText.optional(),
  city: shortText.optional(),
  county: shortText.optional(),
  state: shortText.optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  distanceInMiles: radiusMilesSchema.optional(),
  domain: shortText.optional(),
  amenityCategory: shortText.optional(),
  ongoingPromotion: z.boolean().optional(),
  priceRange: z
    .union([z.tuple([z.number(), z.number()]), z.string().max(20)])
    .transform((value) => (Array.isArray(value) ? value.join(",") : value))
    .optional(),
  reviews: valueList.optional(),
  /** At least this many Medicare overall stars. */
  medicareRating: z.number().int().min(1).max(5).optional(),
  ...Object.fromEntries(FILTER_FAMILIES.map((family) => [family.criteriaField, valueList.optional()])),
});

const criteriaJson = (words: Messages["search"]["api"]) =>
  z
    .string()
    .max(5000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: words.criteriaJson });
        return z.NEVER;
      }
    })
    .pipe(facetedCriteriaSchema);

const facetedSearchQuerySchema = (words: Messages["search"]["api"]) =>
  z.object({
    hitsPerPage: hitsPerPageSchema,
    page: pageSchema,
    matchAllFilters: booleanText.optional(),
    sortBy: shortText.optional(),
    criteria: criteriaJson(words).optional(),
    shouldShowOnlyIndexedProviders: booleanText.optional(),
  });

/** `GET /v1/faceted-search` and `/v2/faceted-search`: one answer under both. */
export const facetedSearchApi = new Hono<AppEnv>().get(
  "/faceted-search",
  validateInLanguage("query", (t) => facetedSearchQuerySchema(t.search.api)),
  async (c) => {
    const query = c.req.valid("query");
    const criteria = query.criteria ?? {};
    const values: Record<string, string | undefined> = {
      keyword: keywordFromParts(criteria),
      careType: criteria.careType,
      latLng:
        criteria.latitude === undefined || criteria.longitude === undefined
          ? undefined
          : `${criteria.latitude},${criteria.longitude}`,
      page: String(query.page),
      sortBy: query.sortBy,
      distance: criteria.distanceInMiles === undefined ? undefined : String(criteria.distanceInMiles),
      price: criteria.priceRange,
      "match-all": query.matchAllFilters === undefined ? undefined : String(query.matchAllFilters),
      promotions: criteria.ongoingPromotion ? "ongoing" : undefined,
      reviews: criteria.reviews,
      [MEDICARE_RATING_PARAMETER]: criteria.medicareRating === undefined ? undefined : String(criteria.medicareRating),
    };
    for (const family of FILTER_FAMILIES) {
      values[family.parameter] = (criteria as Record<string, string | undefined>)[family.criteriaField];
    }
    const response = await runSearch(
      c.env,
      criteriaFrom(values),
      searchOptions(c, query.hitsPerPage, { onlyIndexed: query.shouldShowOnlyIndexedProviders ?? false }),
    );
    // Checked against its schema by the search-results cache (search-cache.ts), not again here.
    return c.json<SearchResponse>(response);
  },
);
