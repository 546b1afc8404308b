/**
 * Five stars with the rating in words for screen readers. Filled up to the rating rounded down;
 * with `halves`, the provider page's rule adds a half star when the fraction is 0.4 or more
 * (spec reviews-and-provider-page §5, §9). An invalid rating shows nothing.
 */

import { formatCount } from "../../domain/counts.ts";
import { displayRating, filledStars, halfStarParts } from "../../domain/ratings.ts";

const STAR_PATH = "M12 2l2.9 6.2 6.8.8-5 4.7 1.3 6.7L12 17l-6 3.4 1.3-6.7-5-4.7 6.8-.8z";

type StarKind = "filled" | "half" | "empty";

function Star({ kind }: { kind: StarKind }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={kind === "filled" ? "star star-filled" : "star"}
      focusable="false"
      aria-hidden="true"
    >
      <path d={STAR_PATH} />
      {kind === "half" ? <path className="star-half-fill" d={STAR_PATH} /> : null}
    </svg>
  );
}

function starKinds(rating: number, halves: boolean): StarKind[] {
  const parts = halves ? halfStarParts(rating) : { full: filledStars(rating), half: false };
  const full = parts?.full ?? 0;
  return [0, 1, 2, 3, 4].map((index) => (index < full ? "filled" : index === full && parts?.half ? "half" : "empty"));
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
  const shown = displayRating(rating);
  if (shown === null) return null;
  return (
    <span className="star-rating">
      <span className="visually-hidden">{`Rated ${shown} out of 5`}</span>
      <span className="star-rating-stars" aria-hidden="true">
        {starKinds(rating, halves).map((kind, index) => (
          // The five places never move: the index is the star's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of five stars.
          <Star key={index} kind={kind} />
        ))}
      </span>
      <span className="star-rating-value" aria-hidden="true">
        {shown}
      </span>
      {reviewCount !== undefined ? <span className="star-rating-count">{`(${formatCount(reviewCount)})`}</span> : null}
    </span>
  );
}
