/** Builds the brand's search URL from what the visitor typed and chose. */
import { DEFAULT_CARE_TYPE_SLUG } from "../../../domain/care-types.ts";

/**
 * `{searchPath}?keyword=...&careType=...`: the keyword trimmed (left out when blank) and the
 * care type defaulting to assisted living. spec: search-and-compare §5.
 */
export function buildSearchUrl(searchPath: string, keyword: string, careTypeSlug: string): string {
  const params = new URLSearchParams();
  const location = keyword.trim();
  if (location) params.set("keyword", location);
  params.set("careType", careTypeSlug.trim() || DEFAULT_CARE_TYPE_SLUG);
  return `${searchPath}?${params.toString()}`;
}
