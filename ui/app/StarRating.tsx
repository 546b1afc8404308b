/**
 * Five stars with the rating in words for screen readers. Filled up to the rating rounded down;
 * with `halves`, the provider page's rule adds a half star when the fraction is 0.4 or more
 * (spec reviews-and-provider-page §5, §9). An invalid rating shows nothing.
 *
 * The five stars are one element: a row of star shapes (a CSS mask) over a fill that stops at
 * the filled part (`stars-3`, `stars-3-5` in ui/styles/search.css). A results page shows twenty
 * ratings, and five SVGs each were a tenth of its markup.
 */

import { formatCount } from "../../domain/counts.ts";
import { displayRating, filledStars, halfStarParts } from "../../domain/ratings.ts";
import { useLanguage } from "../i18n/page-language.tsx";

/** The class of the filled part: whole stars, and `-5` for a half ('stars-3-5'). */
export function starFillClass(rating: number, halves: boolean): string {
  const parts = halves ? halfStarParts(rating) : { full: filledStars(rating), half: false };
  const full = parts?.full ?? 0;
  return parts?.half ? `stars-${full}-5` : `stars-${full}`;
}

export function StarRating({
  rating,
  reviewCount,
  halves = false,
}: {
  rating: number;
  reviewCount?: number;
  /** Show a half star when the fraction is at least 0.4 (the provider page's rule). */
  halves?: boolean;
}) {
  const { t, locale } = useLanguage();
  const shown = displayRating(rating);
  if (shown === null) return null;
  return (
    <span className="star-rating">
      <span className="visually-hidden">{t.reviews.rated(shown)}</span>
      <span className={`star-rating-stars ${starFillClass(rating, halves)}`} aria-hidden="true" />
      <span className="star-rating-value" aria-hidden="true">
        {shown}
      </span>
      {reviewCount !== undefined ? (
        <span className="star-rating-count">{`(${formatCount(reviewCount, locale)})`}</span>
      ) : null}
    </span>
  );
}
