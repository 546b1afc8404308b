/**
 * How ratings read (spec search-and-compare §5, §9; reviews-and-provider-page §5, §9): a rating
 * on 0-5 shown with one decimal, rounded down; five stars filled up to the rating rounded down,
 * or, on the provider page, with a half star when the fraction is at least 0.4; a card shows its
 * rating only when that is above 0.
 */
import { formatCount } from "./counts.ts";

/** spec: reviews-and-provider-page §9, the half-star threshold 0.4, in tenths. */
const HALF_STAR_FROM_TENTHS = 4;

function isValidRating(rating: number): boolean {
  return Number.isFinite(rating) && rating >= 0 && rating <= 5;
}

/** The rating as shown: one decimal, rounded down ('4.36' reads '4.3'); null when invalid. */
export function displayRating(rating: number): string | null {
  if (!isValidRating(rating)) return null;
  return (Math.floor(rating * 10) / 10).toFixed(1);
}

/** How many of the five stars are filled: the rating rounded down. */
export function filledStars(rating: number): number {
  return Number.isFinite(rating) ? Math.max(0, Math.min(5, Math.floor(rating))) : 0;
}

/**
 * The stars of the half-star rule (spec reviews-and-provider-page §5): the whole stars, and a
 * half star when the fraction is 0.4 or more ('3.4' is three and a half, '3.39' is three).
 * Null when the rating is not a number from 0 to 5, which shows no stars at all.
 */
export function halfStarParts(rating: number): { full: number; half: boolean } | null {
  if (!isValidRating(rating)) return null;
  const full = Math.floor(rating);
  // In whole tenths of the figure shown beside the stars, so that binary fractions (3.4 - 3 is
  // 0.3999…) read as they are written.
  const tenths = Math.floor(rating * 10) - full * 10;
  return { full, half: full < 5 && tenths >= HALF_STAR_FROM_TENTHS };
}

/** spec: reviews-and-provider-page §5, the message for a star that is not one of the five. */
export const STEP_NOT_VALID = "Step not valid";

/**
 * Whether the star at `step` (1 to 5) is filled for `rating`: up to the rating rounded down.
 * spec: reviews-and-provider-page §5, a step out of range throws 'Step not valid'.
 */
export function starFilled(step: number, rating: number): boolean {
  if (!Number.isInteger(step) || step < 1 || step > 5) throw new RangeError(STEP_NOT_VALID);
  return step <= filledStars(rating);
}

/** spec: search-and-compare §5, a card's rating shows only when its rounded-down value is above 0. */
export function showsRating(rating: number): boolean {
  return filledStars(rating) > 0;
}

/** '1 review' / '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "review" : "reviews"}`;
}
