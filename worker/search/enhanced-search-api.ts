/**
 * The search without filters (spec search-and-compare §7): GET /v1/enhanced-search,
 * GET /v2/enhanced-search/{careType}/{state}/{city} (a geo path), and the same-site
 * POST /api/enhanced-search, whose body is the search page's query parameters.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { FILTER_FAMILIES, MEDICARE_RATING_PARAMETER } from "../../domain/search/search-filters.ts";
import type { AppEnv } from "../env.ts";
import { placeByUrlNames } from "../geo/place-queries.ts";
import { validate, validateInLanguage } from "../middleware/validate.ts";
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
import { runSearch, type SearchOptions } from "./search-service.ts";
import { reportD1Time, searchTiming } from "./search-timing.ts";

const enhancedSearchQuerySchema = (words: Messages["search"]["api"]) =>
  z
    .object({
      careType: shortText.optional(),
      keyword: shortText.optional(),
      city: shortText.optional(),
      county: shortText.optional(),
      state: shortText.optional(),
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      hitsPerPage: hitsPerPageSchema,
      page: pageSchema,
      radiusForSearch: radiusMilesSchema.optional(),
      shouldShowOnlyIndexedProviders: booleanText.optional(),
      source: shortText.optional(),
      domain: shortText.optional(),
      apiVersion: shortText.optional(),
      featureOverride: shortText.optional(),
      geoUrl: shortText.optional(),
    })
    .refine((query) => (query.latitude === undefined) === (query.longitude === undefined), {
      message: words.latLngTogether,
      path: ["longitude"],
    });

/** The body of POST /api/enhanced-search: the search page's own query parameters, as strings. */
const pageParameter = z.string().max(500).optional();
const searchPageBodySchema = z.strictObject({
  keyword: pageParameter,
  careType: pageParameter,
  latLng: pageParameter,
  page: pageParameter,
  sortBy: pageParameter,
  distance: pageParameter,
  price: pageParameter,
  "match-all": pageParameter,
  promotions: pageParameter,
  reviews: pageParameter,
  [MEDICARE_RATING_PARAMETER]: pageParameter,
  ...Object.fromEntries(FILTER_FAMILIES.map((family) => [family.parameter, pageParameter])),
});

/**
 * The answer as the search made it: its contract was checked by its zod schema when it went
 * into the search-results cache (or when it came out of it), not again on every response.
 */
async function answer(c: Context<AppEnv>, options: SearchOptions, response: Promise<SearchResponse>) {
  const found = await response;
  if (options.d1Time) reportD1Time(c, options.d1Time);
  // The answer holds the English message (search-service.ts); it is said in the caller's language.
  const locationError =
    found.locationError === null ? null : messagesFor(c.var.language).search.results.locationNotFound;
  return c.json<SearchResponse>({ ...found, locationError });
}

/** `GET /v1/enhanced-search`: the search by keyword or point, as partners ask for it. */
export const enhancedSearchV1 = new Hono<AppEnv>().get(
  "/enhanced-search",
  searchTiming,
  validateInLanguage("query", (t) => enhancedSearchQuerySchema(t.search.api)),
  (c) => {
    const query = c.req.valid("query");
    const criteria = criteriaFrom({
      keyword: keywordFromParts(query),
      careType: query.careType,
      latLng: query.latitude === undefined ? undefined : `${query.latitude},${query.longitude}`,
      page: String(query.page),
    });
    const options = searchOptions(c, query.hitsPerPage, {
      onlyIndexed: query.shouldShowOnlyIndexedProviders ?? false,
      ...(query.radiusForSearch ? { radiusMiles: query.radiusForSearch } : {}),
    });
    return answer(c, options, runSearch(c.env, criteria, options));
  },
);

/** `GET /v2/enhanced-search/:careType/:state/:city?`: the search of a place by its URL names. */
export const enhancedSearchV2 = new Hono<AppEnv>().get(
  "/enhanced-search/:careType/:state/:city?",
  searchTiming,
  validate("query", z.object({ hitsPerPage: hitsPerPageSchema, page: pageSchema })),
  async (c) => {
    const { careType, state, city } = c.req.param();
    const words = messagesFor(c.var.language).search.api;
    if (!careTypeBySlug(careType)) return c.json({ error: words.unknownCareType(careType) }, 404);
    const place = await placeByUrlNames(c.env.DB, state, city ?? null);
    if (!place || (city && !place.city)) return c.json({ error: words.noSuchPlace(c.req.path) }, 404);
    const query = c.req.valid("query");
    const criteria = criteriaFrom({
      keyword: place.city ? `${place.city}, ${place.state}` : place.state,
      careType,
      page: String(query.page),
    });
    const options = searchOptions(c, query.hitsPerPage);
    return answer(c, options, runSearch(c.env, criteria, options));
  },
);

/** `POST /api/enhanced-search`: the search page's own requests. */
export const enhancedSearchApi = new Hono<AppEnv>().post(
  "/enhanced-search",
  searchTiming,
  validate("json", searchPageBodySchema),
  (c) => {
    const criteria = criteriaFrom(c.req.valid("json"));
    const options = searchOptions(c, 20);
    return answer(c, options, runSearch(c.env, criteria, options));
  },
);
