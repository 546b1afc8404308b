/**
 * The header search bar's words and rules (spec search-and-compare §2.1, §2.2, §5): what it
 * says, how long it waits while the visitor types, whether a location is missing, and whether
 * a submit updates the results in place or goes to the search page.
 */
import type { BrandId } from "../../../domain/brands/brands.ts";

/** spec: search-and-compare §2.2, the search bar's texts. */
export const SEARCH_BAR_TEXT = {
  landmark: "Search for senior living and care",
  toggle: "Search",
  locationLabel: "Location",
  locationPlaceholder: "Enter City, State or Zip",
  careLabel: "Care level",
  carePlaceholder: "Select Care level",
  submit: "Search",
  locationRequired: "Please enter a city, state or ZIP code",
  suggestions: "Suggested places",
} as const;

/** What a screen reader hears when suggestions arrive. */
export function suggestionsStatus(count: number): string {
  if (count === 0) return "";
  const places = count === 1 ? "1 suggestion" : `${count} suggestions`;
  return `${places}. Use the up and down arrow keys to choose, and Enter to pick one.`;
}

/**
 * spec: search-and-compare §5, the header input is debounced 150 ms; the other brand's
 * keyword waits 1000 ms.
 */
export function keywordDebounceMs(brand: BrandId): number {
  return brand === "seniorhousing" ? 1000 : 150;
}

/** The message for a missing location, or null. spec: search-and-compare §5, required on the main brand. */
export function locationError(keyword: string, required: boolean): string | null {
  return required && keyword.trim() === "" ? SEARCH_BAR_TEXT.locationRequired : null;
}

/**
 * True on the search page whose path contains local/search: there a search updates the
 * results in place; every other page goes to the search URL (spec search-and-compare §2.1).
 */
export function searchesInPlace(pathname: string, searchPath: string): boolean {
  return pathname === searchPath && searchPath.includes("local/search");
}
