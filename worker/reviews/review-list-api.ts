/**
 * GET /api/reviews/provider/{providerId} — a provider's approved reviews for the list on its
 * page (spec reviews-and-provider-page §4 'Review reading', §8, §9):
 * `?search=&stars=5,4&careTypes=<care type ids>&relationships=<group names>&sort=&offset=0&limit=6`
 * answers `{reviews, total, found}`: one page of `ReviewRead`, every approved review of the
 * provider, and those matching the search (from 3 characters) and filters. A bad value is a
 * 400 naming its parameter; an unknown provider a 404.
 */
import { Hono } from "hono";
import { z } from "zod";
import { CARE_TYPES } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  DEFAULT_REVIEW_SORT,
  effectiveReviewSearch,
  REVIEW_SEARCH_MAX_LENGTH,
  REVIEW_SORTS,
  REVIEW_STAR_CHOICES,
  REVIEWS_MAX_LIMIT,
  REVIEWS_PAGE_SIZE,
} from "../../domain/reviews/review-list.ts";
import type { ReviewRead } from "../../domain/reviews/review-read.ts";
import { REVIEW_RELATIONSHIP_GROUPS } from "../../domain/reviews/review-relationships.ts";
import type { AppEnv } from "../env.ts";
import { validate } from "../middleware/validate.ts";
import { reviewListPage } from "./review-list-queries.ts";

/** The furthest page start the list pages to; far beyond any provider's reviews. */
const MAX_OFFSET = 100_000;

/** A comma-separated list ('5,4'), each item checked by `item`; empty or absent is no filter. */
function commaList<Output>(item: z.ZodType<Output, string>, maxItems: number) {
  return z
    .string()
    .max(1000)
    .optional()
    .transform((text) => (text ? text.split(",").map((part) => part.trim()) : []))
    .pipe(z.array(item).max(maxItems))
    .transform((items): Output[] => [...new Set(items)]);
}

const careTypeIds = CARE_TYPES.map((careType) => careType.id) as [string, ...string[]];

const listParamSchema = z.object({ providerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const listQuerySchema = z.object({
  search: z.string().max(REVIEW_SEARCH_MAX_LENGTH).optional().default("").transform(effectiveReviewSearch),
  stars: commaList(
    z
      .string()
      .regex(/^[1-5]$/, "Stars are whole numbers from 1 to 5")
      .transform((stars) => Number(stars)),
    REVIEW_STAR_CHOICES.length,
  ),
  careTypes: commaList(z.enum(careTypeIds), careTypeIds.length),
  relationships: commaList(z.enum(REVIEW_RELATIONSHIP_GROUPS), REVIEW_RELATIONSHIP_GROUPS.length),
  sort: z.enum(REVIEW_SORTS).optional().default(DEFAULT_REVIEW_SORT),
  offset: z.coerce.number().int().min(0).max(MAX_OFFSET).optional().default(0),
  limit: z.coerce.number().int().min(1).max(REVIEWS_MAX_LIMIT).optional().default(REVIEWS_PAGE_SIZE),
});

/** The list API's answer. */
export interface ReviewListResponse {
  reviews: ReviewRead[];
  total: number;
  found: number;
}

export const reviewListApi = new Hono<AppEnv>().get(
  "/reviews/provider/:providerId{[0-9]+}",
  validate("param", listParamSchema),
  validate("query", listQuerySchema),
  async (c) => {
    const page = await reviewListPage(c.env.DB, {
      providerId: c.req.valid("param").providerId,
      ...c.req.valid("query"),
    });
    if (!page) return c.json({ error: messagesFor(c.var.language).reviews.list.providerNotFound }, 404);
    return c.json<ReviewListResponse>(page);
  },
);
