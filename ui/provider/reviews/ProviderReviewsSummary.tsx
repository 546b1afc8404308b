/**
 * The reviews summary at the top of a provider's reviews section (spec
 * reviews-and-provider-page §2, §5, §9): the average with the half-star rule, the number of
 * reviews, how many reviews give each number of stars (in words, a bar beside), and each rated
 * category in the spec's order with a bar and its figure; 'No reviews yet' when there are none.
 */

import { formatCount } from "../../../domain/counts.ts";
import type { ProviderRecord } from "../../../domain/providers/provider-record.ts";
import { displayRating } from "../../../domain/ratings.ts";
import { ratingCategories } from "../../../domain/reviews/rating-categories.ts";
import { StarRating } from "../../app/StarRating.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";

/** spec: reviews-and-provider-page §2, the reviews section's anchor. */
export const REVIEWS_ANCHOR = "all_reviews_section";

/** The highest category rating: a full bar. */
const RATING_MAX = 5;

export type SummaryFields = Pick<ProviderRecord, "averageRating" | "reviewCount" | "ratings">;

/** One bar of the summary: its width is an attribute, which the page's style policy allows. */
function Bar({ share, className }: { share: number; className: string }) {
  return (
    <svg className={className} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className="reviews-category-track" width="100" height="10" rx="5" />
      <rect className="reviews-category-fill" width={Math.max(0, Math.min(1, share)) * 100} height="10" rx="5" />
    </svg>
  );
}

/** 5 stars first: how many approved reviews give each overall rating, said in words. */
function StarCounts({ counts }: { counts: readonly number[] }) {
  const { t, locale } = useLanguage();
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  return (
    <dl className="reviews-stars">
      {[5, 4, 3, 2, 1].map((stars) => {
        const count = counts[stars - 1] ?? 0;
        return (
          <div key={stars} className="reviews-category">
            <dt>{t.reviews.stars(stars)}</dt>
            <dd>
              <Bar share={count / total} className="reviews-category-bar" />
              <span className="reviews-category-value">
                {t.reviews.section.count(count, formatCount(count, locale))}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function ProviderReviewsSummary({
  record,
  starCounts = [],
}: {
  record: SummaryFields;
  starCounts?: readonly number[];
}) {
  const { t, locale } = useLanguage();
  const words = t.reviews.section;
  const categories = ratingCategories(record.ratings, words.categories).filter(
    (category) => displayRating(category.rating) !== null,
  );
  if (record.reviewCount === 0) return <p className="reviews-summary-empty">{words.noReviews}</p>;
  return (
    <div className="reviews-summary">
      <p className="reviews-summary-average">
        <StarRating rating={record.averageRating} halves />
        <span className="reviews-summary-count">
          {words.count(record.reviewCount, formatCount(record.reviewCount, locale))}
        </span>
      </p>
      <StarCounts counts={starCounts} />
      {categories.length > 0 ? (
        <dl className="reviews-categories">
          {categories.map((category) => (
            <div key={category.key} className="reviews-category">
              <dt>{category.label}</dt>
              <dd>
                <Bar share={category.rating / RATING_MAX} className="reviews-category-bar" />
                <span className="reviews-category-value">{displayRating(category.rating)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
