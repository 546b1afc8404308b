/**
 * The review feeds (spec reviews-and-provider-page §3, §7), JSON for any page or partner site:
 *
 * - GET /v1/dxp/reviews/legacy?id=&limit=&offset= : one provider, by its old directory id, with
 *   its rating, its count and a page of its approved reviews, newest first.
 * - GET /v1/dxp/location-reviews/recent?count= : the latest approved reviews across the
 *   directory, as review summaries.
 * - GET /v1/location/reviews/by-locale/?careType=&state=&city=&county=&count= : the latest
 *   approved reviews of a care type's providers in a state, a city or a county.
 *
 * Only approved reviews and published responses are ever read. The summaries keep to the
 * providers the brand's search lists. Nothing here depends on the visitor, so the answers run
 * without the visitor's session and may be cached for five minutes by anyone.
 */
import { type Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import { z } from "zod";
import { BRANDS } from "../../domain/brands/brands.ts";
import { CARE_TYPES, type CareType, careTypeById, careTypeBySlug, careTypeMask } from "../../domain/care-types.ts";
import { countyNameKey, placeNameKey, urlName } from "../../domain/geo/place-names.ts";
import { stateCode } from "../../domain/geo/us-states.ts";
import { placeholderImageFor } from "../../domain/placeholder-image.ts";
import {
  type LegacyProviderReviews,
  type ReviewSummaries,
  type ReviewSummary,
  reviewSummariesSchema,
} from "../../domain/reviews/review-summary.ts";
import type { AppEnv } from "../env.ts";
import { brandOrigin } from "../middleware/brand-origin.ts";
import { validate } from "../middleware/validate.ts";
import {
  approvedReviewsOf,
  type FeedScope,
  providerByLegacyId,
  type ReviewWithProvider,
  recentApprovedReviews,
  recentApprovedReviewsIn,
} from "./review-feed-queries.ts";

/** Five minutes: a new review appears in the feeds that soon, and a burst of readers costs one query each. */
const FEED_CACHE_CONTROL = "public, max-age=300";

/** spec: reviews-and-provider-page §7; the page sizes of the brief: 20 a page, 50 at most; 10 summaries, 50 at most. */
const LEGACY_PAGE_DEFAULT = 20;
const FEED_COUNT_DEFAULT = 10;
const PAGE_MAX = 50;
/** How deep a page may start: well past any provider's reviews, and a bound on the database's work. */
const OFFSET_MAX = 10_000;

/** An old directory id: 'cf-1234', 'cms-015009'. */
const LEGACY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const count = (fallback: number) => z.coerce.number().int().min(1).max(PAGE_MAX).default(fallback);

const legacyQuerySchema = z.object({
  id: z.string().trim().regex(LEGACY_ID, "Must be a provider's legacy id: letters, digits, '-' or '_'"),
  limit: count(LEGACY_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(OFFSET_MAX).default(0),
});

const recentQuerySchema = z.object({ count: count(FEED_COUNT_DEFAULT) });

/** A city or county as named in a query: its name ('Round Rock') or its URL name ('round-rock'). */
const placeName = z.string().trim().min(1, "Must name a place").max(100, "Must be at most 100 characters");

const localeQuerySchema = z.object({
  careType: z
    .string()
    .trim()
    .max(60)
    .transform((value, context) => {
      const careType = careTypeById(value) ?? careTypeBySlug(value);
      if (careType) return careType;
      context.issues.push({ code: "custom", input: value, message: "Must be a care type's id or slug" });
      return z.NEVER;
    }),
  state: z
    .string()
    .max(60)
    .transform((value, context) => {
      const code = stateCode(value);
      if (code) return code;
      context.issues.push({ code: "custom", input: value, message: "Must be a US state's code or name" });
      return z.NEVER;
    }),
  city: placeName.optional(),
  county: placeName.optional(),
  count: count(FEED_COUNT_DEFAULT),
});

/** The providers the brand's search lists, or of those the ones offering `only`. */
function brandScope(c: Context<AppEnv>, only?: CareType): FeedScope {
  const rollUps = (c.get("brand") ?? BRANDS.default).searchRollUps as readonly string[];
  const careTypes = CARE_TYPES.filter((careType) => careType.searchable && rollUps.includes(careType.rollUpType));
  return { careTypeMask: careTypeMask(only ? careTypes.filter((careType) => careType.id === only.id) : careTypes) };
}

function summary(origin: string, { review, provider }: ReviewWithProvider): ReviewSummary {
  return {
    ...review,
    careType: provider.careTypeLabel,
    image: provider.photoUrl ?? placeholderImageFor(provider.name),
    path: provider.path,
    resourceName: provider.name,
    resourceUrl: `${origin}${provider.path}`,
    slug: provider.slug,
    telephone: provider.telephone,
  };
}

function summaries(c: Context<AppEnv>, rows: readonly ReviewWithProvider[]): Response {
  const origin = brandOrigin(c);
  const body = reviewSummariesSchema.parse({ reviews: rows.map((row) => summary(origin, row)) });
  c.header("Cache-Control", FEED_CACHE_CONTROL);
  return c.json<ReviewSummaries>(body);
}

const localeFeed = createFactory<AppEnv>().createHandlers(validate("query", localeQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const rows = await recentApprovedReviewsIn(
    c.env.DB,
    brandScope(c, query.careType),
    {
      stateCode: query.state,
      city: query.city ? { nameKey: placeNameKey(query.city), urlName: urlName(query.city) } : null,
      county: query.county ? { nameKey: countyNameKey(query.county), urlName: urlName(query.county) } : null,
    },
    query.count,
  );
  return summaries(c, rows);
});

export const reviewFeedsApi = new Hono<AppEnv>()
  .get("/dxp/reviews/legacy", validate("query", legacyQuerySchema), async (c) => {
    const { id, limit, offset } = c.req.valid("query");
    const provider = await providerByLegacyId(c.env.DB, id);
    if (!provider) return c.json({ error: `No provider has the legacy id ${id}` }, 404);
    const reviews = await approvedReviewsOf(c.env.DB, provider.id, { limit, offset });
    c.header("Cache-Control", FEED_CACHE_CONTROL);
    return c.json<LegacyProviderReviews>({
      provider: { id: provider.id, legacyId: provider.legacyId, name: provider.name, path: provider.path },
      averageRating: provider.averageRating,
      reviewCount: provider.reviewCount,
      reviews,
    });
  })
  .get("/dxp/location-reviews/recent", validate("query", recentQuerySchema), async (c) => {
    const rows = await recentApprovedReviews(c.env.DB, brandScope(c), c.req.valid("query").count);
    return summaries(c, rows);
  })
  // The spec names it with its trailing slash; the path without one answers the same.
  .get("/location/reviews/by-locale/", ...localeFeed)
  .get("/location/reviews/by-locale", ...localeFeed);
