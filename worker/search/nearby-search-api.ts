/**
 * GET /v1/nearby-search (spec search-and-compare §7): providers around a point, 25 miles by
 * default, best bayesian average first; answers results, totalPages, queryId and listId.
 */
import { Hono } from "hono";
import { z } from "zod";
import { searchResultProviderSchema } from "../../domain/search/search-contract.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import {
  booleanText,
  criteriaFrom,
  hitsPerPageSchema,
  latitudeSchema,
  longitudeSchema,
  pageSchema,
  radiusMilesSchema,
  searchOptions,
  shortText,
} from "./search-params.ts";
import { runSearch } from "./search-service.ts";

/** spec: search-and-compare §7 and §9, nearby-search radius 25. */
const NEARBY_RADIUS_MILES = 25;

const nearbySearchQuerySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  careType: shortText.optional(),
  enhancedListing: booleanText.optional(),
  hitsPerPage: hitsPerPageSchema,
  page: pageSchema,
  radiusForSearch: radiusMilesSchema.default(NEARBY_RADIUS_MILES),
});

const nearbySearchResponseSchema = z.strictObject({
  results: z.array(searchResultProviderSchema),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  queryId: z.string(),
  listId: z.string(),
});
export type NearbySearchResponse = z.infer<typeof nearbySearchResponseSchema>;

export const nearbySearchApi = new Hono<AppEnv>().get(
  "/nearby-search",
  validate("query", nearbySearchQuerySchema),
  async (c) => {
    const query = c.req.valid("query");
    const criteria = criteriaFrom({
      latLng: `${query.latitude},${query.longitude}`,
      careType: query.careType,
      page: String(query.page),
    });
    const response = await runSearch(
      c.env,
      criteria,
      searchOptions(c, query.hitsPerPage, {
        sort: "bayesian",
        radiusMiles: query.radiusForSearch,
        enhancedOnly: query.enhancedListing ?? false,
      }),
    );
    const { results, totalItems, totalPages, queryId, listId } = response;
    return c.json<NearbySearchResponse>(
      nearbySearchResponseSchema.parse({ results, totalItems, totalPages, queryId, listId }),
    );
  },
);
