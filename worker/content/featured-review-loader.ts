/**
 * The featured review block's data: the review when it is approved and its provider listed,
 * else null, and the block then renders nothing (editors see why).
 */
import type { BlockOf } from "../../domain/content/content-blocks.ts";
import type { FeaturedReviewData } from "../../domain/content/featured-review.ts";
import { approvedReviewById } from "./content-block-queries.ts";

/** The data a featured review block renders from, or null when its review is not published. */
export function loadFeaturedReview(
  env: { DB: D1Database },
  block: BlockOf<"featuredReview">,
): Promise<FeaturedReviewData | null> {
  return approvedReviewById(env.DB, block.reviewId);
}
