/**
 * A review with the provider it is about (spec reviews-and-provider-page §3, 'Review summary'):
 * the fields of a review as read, and enough of the provider to show and link it anywhere on
 * the site. The review feeds answer these: GET /v1/dxp/location-reviews/recent and
 * GET /v1/location/reviews/by-locale/; GET /v1/dxp/reviews/legacy answers one provider's reviews.
 */
import * as z from "zod/mini";
import { reviewReadSchema } from "./review-read.ts";

export const reviewSummarySchema = z.extend(reviewReadSchema, {
  /** The provider's main care type, as families read it ('Assisted Living'). */
  careType: z.string(),
  /** The provider's first photo, or its generated placeholder (domain/placeholder-image.ts). */
  image: z.string(),
  /** The provider page's path, /{care-type}/{state}/{city}/{provider}/. */
  path: z.string(),
  /** The provider's name. */
  resourceName: z.string(),
  /** The provider page's absolute URL, on the brand's own host. */
  resourceUrl: z.string(),
  /** The provider's slug, the last part of its path. */
  slug: z.string(),
  /** The provider's phone number as listed; '' when it has none. */
  telephone: z.string(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** The answer of both review feeds, newest review first. */
export const reviewSummariesSchema = z.object({ reviews: z.array(reviewSummarySchema) });
export type ReviewSummaries = z.infer<typeof reviewSummariesSchema>;

/** GET /v1/dxp/reviews/legacy: a provider known by its old directory id, its summary and a page of its reviews. */
export const legacyProviderReviewsSchema = z.object({
  provider: z.object({ id: z.number(), legacyId: z.string(), name: z.string(), path: z.string() }),
  /** The average of its approved reviews' overall ratings, 0 when it has none. */
  averageRating: z.number(),
  /** How many approved reviews it has, on every page together. */
  reviewCount: z.number(),
  reviews: z.array(reviewReadSchema),
});
export type LegacyProviderReviews = z.infer<typeof legacyProviderReviewsSchema>;
