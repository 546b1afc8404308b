/**
 * GET /api/keyword-search — the keyword-index shape the second brand's client reads (spec
 * search-and-compare §7): `hits`, `nbHits`, `nbPages`, 20 hits per page, pages counted from 0,
 * `aroundLatLng` with `aroundRadius` in metres (default 40,233 m, about 25 miles) or
 * `aroundLatLngViaIP`, and the sorts relevance (best bayesian average), rating descending,
 * rating ascending and distance. The query names the place; `tagFilters` names care types.
 */
import { Hono } from "hono";
import { z } from "zod";
import { CARE_TYPES } from "../../domain/care-types.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { searchResultProviderSchema } from "../../domain/search/search-contract.ts";
import type { AppEnv } from "../env.ts";
import { locationFromCf } from "../geo/geoip-api.ts";
import { validateInLanguage } from "../middleware/validate.ts";
import { booleanText, criteriaFrom, hitsPerPageSchema, searchOptions, shortText } from "./search-params.ts";
import { runSearch } from "./search-service.ts";

/** spec: search-and-compare §9, the other client's radius 40233 m; miles to metres 1609.34. */
const DEFAULT_AROUND_RADIUS_METRES = 40_233;
const METRES_PER_MILE = 1609.34;

const SORT_TO_ENGINE = {
  relevance: "bayesian",
  "rating-desc": "best-rated",
  "rating-asc": "rating-asc",
  distance: "distance",
} as const;

const keywordSearchQuerySchema = (words: Messages["search"]["api"]) =>
  z
    .object({
      query: shortText.default(""),
      tagFilters: z.string().max(500).optional(),
      hitsPerPage: hitsPerPageSchema,
      page: z.coerce.number().int().min(0).max(10_000).default(0),
      aroundLatLng: z
        .string()
        .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, "aroundLatLng must be 'lat,lng'")
        .optional(),
      aroundRadius: z.coerce.number().positive().max(160_934).default(DEFAULT_AROUND_RADIUS_METRES),
      aroundLatLngViaIP: booleanText.optional(),
      sort: z.enum(["relevance", "rating-desc", "rating-asc", "distance"]).default("relevance"),
    })
    .refine((query) => query.query || query.aroundLatLng || query.aroundLatLngViaIP, {
      message: words.queryNeeded,
      path: ["query"],
    });

const keywordSearchResponseSchema = z.strictObject({
  hits: z.array(searchResultProviderSchema),
  nbHits: z.number().int().min(0),
  nbPages: z.number().int().min(0),
  page: z.number().int().min(0),
  hitsPerPage: z.number().int().positive(),
});
export type KeywordSearchResponse = z.infer<typeof keywordSearchResponseSchema>;

/** The first care type named in tagFilters (by label, e.g. 'Assisted Living'); none names all. */
function careTypeOfTags(tagFilters: string | undefined): string | undefined {
  const tags = (tagFilters ?? "").split(",").map((tag) =>
    tag
      .replace(/[[\]"]/g, "")
      .trim()
      .toLowerCase(),
  );
  return CARE_TYPES.find((careType) => careType.searchable && tags.includes(careType.label.toLowerCase()))?.slug;
}

export const keywordSearchApi = new Hono<AppEnv>().get(
  "/keyword-search",
  validateInLanguage("query", (t) => keywordSearchQuerySchema(t.search.api)),
  async (c) => {
    const query = c.req.valid("query");
    let latLng = query.aroundLatLng?.replace(/\s+/g, "");
    if (!latLng && !query.query && query.aroundLatLngViaIP) {
      const here = locationFromCf(c.req.raw.cf as Partial<IncomingRequestCfProperties> | undefined);
      if (here.latitude !== null && here.longitude !== null) latLng = `${here.latitude},${here.longitude}`;
    }
    const careType = careTypeOfTags(query.tagFilters);
    const criteria = criteriaFrom({ keyword: query.query, latLng, careType, page: String(query.page + 1) });
    const response = await runSearch(
      c.env,
      criteria,
      searchOptions(c, query.hitsPerPage, {
        sort: SORT_TO_ENGINE[query.sort],
        radiusMiles: query.aroundRadius / METRES_PER_MILE,
        anyCareType: careType === undefined,
      }),
    );
    return c.json<KeywordSearchResponse>(
      keywordSearchResponseSchema.parse({
        hits: response.results,
        nbHits: response.totalItems,
        nbPages: response.totalPages,
        page: query.page,
        hitsPerPage: query.hitsPerPage,
      }),
    );
  },
);
