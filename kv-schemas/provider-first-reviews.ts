/**
 * What a provider page shows of its reviews before a visitor asks for more (spec
 * reviews-and-provider-page §4, the first 6 approved reviews, newest first, and how many there
 * are) with the choices its review filters offer, per provider, for 30 minutes (§9, other
 * lookups 18e5 ms). Keyed under the provider's scope: review moderation, responses and upheld
 * removal requests purge the provider, and this with it.
 */
import { z } from "zod";
import { reviewReadSchema } from "../domain/reviews/review-read.ts";
import { REVIEW_RELATIONSHIP_GROUPS } from "../domain/reviews/review-relationships.ts";
import { defineKvFamily, providerScope, THIRTY_MINUTES_SECONDS } from "./family.ts";

export const providerFirstReviewsSchema = z.object({
  reviews: z.array(reviewReadSchema),
  /** Every approved review of the provider. */
  total: z.number().int().min(0),
  /** Approved reviews by overall rating: 1 star first, 5 stars last. */
  starCounts: z.array(z.number().int().min(0)).length(5),
  choices: z.object({
    careTypes: z.array(z.object({ value: z.string(), label: z.string() })),
    relationships: z.array(z.enum(REVIEW_RELATIONSHIP_GROUPS)),
  }),
});
export type ProviderFirstReviews = z.infer<typeof providerFirstReviewsSchema>;

export const providerFirstReviewsFamily = defineKvFamily({
  name: "provider-first-reviews",
  prefix: "provider:",
  keySuffix: (providerId: number) =>
    `${providerScope(String(providerId)).childPrefix.slice("provider:".length)}first-reviews`,
  schema: providerFirstReviewsSchema,
  ttlSeconds: THIRTY_MINUTES_SECONDS,
});
