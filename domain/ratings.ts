/**
 * How ratings read (spec search-and-compare §5, §9; reviews-and-provider-page §9): a rating on
 * 0-5 shown with one decimal, rounded down; five stars filled up to the rating rounded down;
 * a card shows its rating only when that is above 0.
 */

/** The rating as shown: one decimal, rounded down ('4.36' reads '4.3'); null when invalid. */
export function displayRating(rating: number): string | null {
  if (!Number.isFinite(rating) || rating < 0 || rating > 5) return null;
  return (Math.floor(rating * 10) / 10).toFixed(1);
}

/** How many of the five stars are filled: the rating rounded down. */
export function filledStars(rating: number): number {
  return Number.isFinite(rating) ? Math.max(0, Math.min(5, Math.floor(rating))) : 0;
}

/** spec: search-and-compare §5, a card's rating shows only when its rounded-down value is above 0. */
export function showsRating(rating: number): boolean {
  return filledStars(rating) > 0;
}

/** '1 review' / '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`;
}
