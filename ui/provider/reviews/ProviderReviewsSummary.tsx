/**
 * The reviews summary at the top of a provider's reviews section (spec
 * reviews-and-provider-page §2, §5, §9): the average with the half-star rule, the number of
 * reviews, and each rated category in the spec's order with a bar and its figure; 'No reviews
 * yet' when there are none.
 */

import type { ProviderRecord } from "../../../domain/providers/provider-record.ts";
import { displayRating, reviewCountText } from "../../../domain/ratings.ts";
import { ratingCategories } from "../../../domain/reviews/rating-categories.ts";
import { StarRating } from "../../app/StarRating.tsx";

/** spec: reviews-and-provider-page §2, the reviews section's anchor. */
export const REVIEWS_ANCHOR = "all_reviews_section";

/** The highest category rating: a full bar. */
const RATING_MAX = 5;

export type SummaryFields = Pick<ProviderRecord, "averageRating" | "reviewCount" | "ratings">;

export function ProviderReviewsSummary({ record }: { record: SummaryFields }) {
  const categories = ratingCategories(record.ratings).filter((category) => displayRating(category.rating) !== null);
  if (record.reviewCount === 0) return <p className="reviews-summary-empty">No reviews yet</p>;
  return (
    <div className="reviews-summary">
      <p className="reviews-summary-average">
        <StarRating rating={record.averageRating} halves />
        <span className="reviews-summary-count">{reviewCountText(record.reviewCount)}</span>
      </p>
      {categories.length > 0 ? (
        <dl className="reviews-categories">
          {categories.map((category) => (
            <div key={category.key} className="reviews-category">
              <dt>{category.label}</dt>
              <dd>
                {/* An SVG bar: its width is an attribute, which the page's style policy allows. */}
                <svg
                  className="reviews-category-bar"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  aria-hidden="true"
                  focusable="false"
                >
                  <rect className="reviews-category-track" width="100" height="10" rx="5" />
                  <rect
                    className="reviews-category-fill"
                    width={(category.rating / RATING_MAX) * 100}
                    height="10"
                    rx="5"
                  />
                </svg>
                <span className="reviews-category-value">{displayRating(category.rating)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
