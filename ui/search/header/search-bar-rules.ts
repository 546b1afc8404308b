/**
 * The header search bar's rules (spec search-and-compare §2.1, §2.2, §5; its words are the
 * catalogue's `chrome.searchBar`): how long it waits while the visitor types, whether a location is missing, and whether
 * a submit updates the results in place or goes to the search page.
 */
import type { BrandId } from "../../../domain/brands/brands.ts";
import { readPublicPath } from "../../../domain/i18n/paths.ts";

/**
 * spec: search-and-compare §5, the header input is debounced 150 ms; the other brand's
 * keyword waits 1000 ms.
 */
export function keywordDebounceMs(brand: BrandId): number {
  return brand === "seniorhousing" ? 1000 : 150;
}

/**
 * The message for a missing location (the catalogue's `chrome.searchBar.locationRequired`), or
 * null. spec: search-and-compare §5, required on the main brand.
 */
export function locationError(keyword: string, required: boolean, message: string): string | null {
  return required && keyword.trim() === "" ? message : null;
}

/**
 * True on the search page whose path contains local/search: there a search updates the
 * results in place; every other page goes to the search URL (spec search-and-compare §2.1).
 */
export function searchesInPlace(pathname: string, searchPath: string): boolean {
  return pathname === searchPath && readPublicPath(searchPath).path.includes("local/search");
}
