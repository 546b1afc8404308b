/**
 * What the results page says (spec search-and-compare §2.1, §2.2, §8): the heading, the count,
 * the three states, and the inserted blocks. Every string here is used from this one place.
 */
import { formatCount } from "../../domain/counts.ts";

/** The heading: '{care type} near {place}', or 'Find {care type}' when no place ('') was searched. */
export function searchHeading(careTypeLabel: string, place: string): string {
  return place ? `${careTypeLabel} near ${place}` : `Find ${careTypeLabel}`;
}

/** '1 Result' or 'N Results' (spec §2.2). */
export function resultCountText(count: number): string {
  return count === 1 ? "1 Result" : `${formatCount(count)} Results`;
}

/** spec: search-and-compare §8, no search input. */
export const NO_INPUT_TITLE = "No Results";
export const NO_INPUT_TEXT = "Please change your filters to produce results";

/** spec: search-and-compare §8, empty results. */
export const NO_MATCHES_TEXT =
  "There aren't any providers that match your preferences. If you've selected multiple filters, try expanding your search with fewer filters.";

/** spec: search-and-compare §2.2, §9, the block comes after the first 6 results. */
export const INSERTED_BLOCK_AFTER = 6;

export const SHOW_MORE = "Show more";
export const SHOW_LESS = "Show less";

/** spec: search-and-compare §9, skeleton cards while loading. */
export const SKELETONS = { firstPage: 6, nextPage: 10 } as const;
