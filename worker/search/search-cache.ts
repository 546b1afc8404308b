/**
 * The search-results cache (kv-schemas/search-results.ts): an answer is read from KV when the
 * same normalised query was answered in the last minute under the same generations of the
 * `all` and `listings` scopes, and loaded and stored otherwise. A KV failure never fails the
 * search: the generations unread, the search runs uncached; a write that fails is only logged.
 */
import type { CacheScope } from "../../domain/cache/cache-scopes.ts";
import { stableId } from "../../domain/hash.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { searchResultsFamily } from "../../kv-schemas/search-results.ts";
import { generationToken } from "../cache/cache-generations.ts";
import { readCached, writeCached } from "../cache/kv-cache.ts";

/** An operator purge of everything or of the listings takes every cached answer out. */
const SEARCH_SCOPES: readonly CacheScope[] = ["all", "listings"];

/** The KV key of a normalised query under the current generations, or null when they cannot be read. */
export async function searchCacheKey(kv: KVNamespace, brandId: string, query: string): Promise<string | null> {
  const generation = await generationToken(kv, SEARCH_SCOPES);
  return generation === null ? null : searchResultsFamily.key(generation, brandId, stableId(query));
}

/** The cached answer to the normalised query, or the loaded one (then stored for the next minute). */
export async function readThroughSearch(
  kv: KVNamespace,
  brandId: string,
  query: string,
  load: () => Promise<SearchResponse>,
): Promise<SearchResponse> {
  const generation = await generationToken(kv, SEARCH_SCOPES);
  if (generation === null) return load();
  const hash = stableId(query);
  const hit = await readCached(kv, searchResultsFamily, generation, brandId, hash);
  if (hit && hit.query === query) return hit.response;
  const response = await load();
  try {
    await writeCached(kv, searchResultsFamily, { query, response }, generation, brandId, hash);
  } catch (error) {
    console.warn("search: the answer could not be cached", error);
  }
  return response;
}
