/**
 * A review as the site reads it (spec reviews-and-provider-page §3, 'Review (as read)'): only
 * approved reviews are ever read, and a provider's response only once an operator published
 * it. The provider page, the reviews list API and the other review APIs all answer this shape.
 */
import * as z from "zod/mini";

/** The provider's public response to a review. */
export const providerResponseSchema = z.object({
  authorName: z.string(),
  authorTitle: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ProviderResponse = z.infer<typeof providerResponseSchema>;

export const reviewReadSchema = z.object({
  id: z.number(),
  authorName: z.string(),
  content: z.string(),
  /** ISO 8601 time it was written. */
  createdAt: z.string(),
  /** The overall rating, 1 to 5. */
  rating: z.number(),
  /** The relationship to the provider (a value of review-relationships.ts). */
  title: z.string(),
  /** The care type the review is about, as families read it ('Assisted Living'); '' when none. */
  serviceCategoryName: z.string(),
  providerResponse: z.nullable(providerResponseSchema),
});
export type ReviewRead = z.infer<typeof reviewReadSchema>;
