/**
 * The review-rating categories of a provider's reviews summary (spec reviews-and-provider-page
 * §3, §9): sorted Facilities, Staff, Food, Activity, Value, labelled 'Facility', 'Staff', 'Food',
 * 'Activities', 'Value'. A category nobody rated is left out.
 */
import type { ProviderRecord } from "../providers/provider-record.ts";

type CategoryRatings = ProviderRecord["ratings"];

/** spec: reviews-and-provider-page §9, the order and the labels. */
const CATEGORIES: readonly { key: keyof CategoryRatings; label: string }[] = [
  { key: "facilities", label: "Facility" },
  { key: "staff", label: "Staff" },
  { key: "food", label: "Food" },
  { key: "activities", label: "Activities" },
  { key: "value", label: "Value" },
];

export interface CategoryRating {
  key: keyof CategoryRatings;
  label: string;
  rating: number;
}

/** The rated categories in the spec's order. */
export function ratingCategories(ratings: CategoryRatings): CategoryRating[] {
  return CATEGORIES.flatMap(({ key, label }) => {
    const rating = ratings[key];
    return rating === null ? [] : [{ key, label, rating }];
  });
}
