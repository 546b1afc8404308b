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

/**
 * Empty results with no filter set: nothing of this kind near the place, said as such rather
 * than blaming filters the visitor never chose.
 */
export function noneNearText(careTypeLabel: string, place: string): string {
  const where = place ? ` near ${place}` : "";
  return `We have no ${careTypeLabel.toLowerCase()} providers listed${where} yet. Try a wider distance or a nearby city, or call us and we will help you look.`;
}

/** spec: search-and-compare §2.2, §9, the block comes after the first 6 results. */
export const INSERTED_BLOCK_AFTER = 6;

export const SHOW_MORE = "Show more";
export const SHOW_LESS = "Show less";

/** spec: search-and-compare §9, skeleton cards while loading. */
export const SKELETONS = { firstPage: 6, nextPage: 10 } as const;
