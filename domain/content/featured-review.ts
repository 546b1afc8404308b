/**
 * The featured review block's data (spec search-and-compare §3, Review for the featured review:
 * rating, createdAt, authorName, serviceCategoryName, content, title, providerResponse) and the
 * provider page its button leads to.
 */
import type { ReviewRead } from "../reviews/review-read.ts";

export interface FeaturedReviewData {
  review: ReviewRead;
  provider: { id: number; name: string; url: string };
}
