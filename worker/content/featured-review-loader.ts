/**
 * The featured review block's data (spec search-and-compare §4): the newest approved review
 * rated 4 or more, of the block's care type and state when it names them, else of every care
 * type the brand's search covers; null when there is none, and the block then renders nothing
 * (editors see why). A `reviewId` still stored in an older block is not read.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { CARE_TYPES, careTypeBySlug, careTypeMask } from "../../domain/care-types.ts";
import type { BlockOf } from "../../domain/content/content-blocks.ts";
import type { FeaturedReviewData } from "../../domain/content/featured-review.ts";
import { newestFeaturedReview } from "./content-block-queries.ts";

/** The data a featured review block renders from, or null when no review qualifies. */
export async function loadFeaturedReview(
  env: { DB: D1Database },
  block: BlockOf<"featuredReview">,
  brand: Pick<Brand, "searchRollUps">,
): Promise<FeaturedReviewData | null> {
  const careType = block.careType === undefined ? null : careTypeBySlug(block.careType);
  // A care type stored before the slug check that names none: no review is of it.
  if (careType === undefined) return null;
  const rollUps = brand.searchRollUps as readonly string[];
  const searched = CARE_TYPES.filter((type) => type.searchable && rollUps.includes(type.rollUpType));
  return newestFeaturedReview(env.DB, {
    careTypeId: careType?.id ?? null,
    stateCode: block.state ?? null,
    careTypeMask: careTypeMask(searched),
  });
}
