/**
 * The review-rating categories of a provider's reviews summary (spec reviews-and-provider-page
 * §3, §9): sorted Facilities, Staff, Food, Activity, Value, labelled in English 'Facility',
 * 'Staff', 'Food', 'Activities', 'Value' (`t.reviews.section.categories`). A category nobody
 * rated is left out.
 */
import type { ProviderRecord } from "../providers/provider-record.ts";

type CategoryRatings = ProviderRecord["ratings"];

/** spec: reviews-and-provider-page §9, the order. */
const CATEGORIES: readonly (keyof CategoryRatings)[] = ["facilities", "staff", "food", "activities", "value"];

export interface CategoryRating {
  key: keyof CategoryRatings;
  label: string;
  rating: number;
}

/** The rated categories in the spec's order, each with its label in the page's language. */
export function ratingCategories(
  ratings: CategoryRatings,
  labels: Readonly<Record<keyof CategoryRatings, string>>,
): CategoryRating[] {
  return CATEGORIES.flatMap((key) => {
    const rating = ratings[key];
    return rating === null ? [] : [{ key, label: labels[key], rating }];
  });
}
