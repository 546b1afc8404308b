/**
 * What the filter panel, the sort and the mobile chips say (spec search-and-compare §2.2, §4,
 * §9). Every string here is used from this one place; the family and value labels live with
 * the filters themselves in domain/search/search-filters.ts.
 */

import { formatCount } from "../../../domain/counts.ts";
import { resultCountText } from "../search-text.ts";

export const FILTER_TEXT = {
  heading: "Filters",
  apply: "Apply filters",
  /** spec: search-and-compare §4. */
  clearAll: "Clear All",
  /** spec: search-and-compare §9, languages show 3 before 'See more'. */
  seeMore: "See more",
  seeLess: "See less",
  rating: "Rating",
  anyRating: "Any rating",
  medicareRating: "Medicare star rating",
  anyMedicareRating: "Any Medicare rating",
  medicareRatingNote: "From CMS Care Compare. Choosing stars leaves out providers Medicare has not rated.",
  distance: "Distance",
  price: "Price range",
  priceLow: "Lowest price",
  priceHigh: "Highest price",
  priceBandsIntro: "What the price symbols mean, by starting monthly price:",
  promotions: "Promotions",
  ongoingPromotions: "Ongoing promotions only",
  matchAll: "Show providers that match",
  matchAllTrue: "All the filters I choose",
  matchAllFalse: "Any of the filters I choose",
  sortBy: "Sort by",
  sortSubmit: "Sort",
  showResults: "Show results",
} as const;

/** spec: search-and-compare §2.2, the mobile chips. */
export const CHIP_TEXT = {
  group: "Refine the results",
  rating: "Rating",
  allFilters: "All Filters",
  sort: "Sort",
  map: "Map",
} as const;

/** '30 miles'. */
export function milesText(miles: number): string {
  return `${miles} miles`;
}

/** A count next to a filter value, as a screen reader reads it too: '(12)'. */
export function countText(count: number): string {
  return `(${formatCount(count)})`;
}

/** The button that closes the all-filters modal: 'Show 32 Results', or 'Show results' with no count. */
export function showResultsText(count: number | null): string {
  return count === null ? FILTER_TEXT.showResults : `Show ${resultCountText(count)}`;
}
