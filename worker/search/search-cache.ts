/**
 * The search-results cache (kv-schemas/search-answer.ts): an answer is read from KV when the
 * same normalised query was answered in the last minute under the same generations of the
 * `all` and `listings` scopes, and loaded and stored otherwise. A KV failure never fails the
 * search: the generations unread, the search runs uncached; a write that fails is only logged.
 * What the isolate read or wrote it remembers for a few seconds, as every cached KV value
 * (../cache/kv-memory.ts): a popular search then costs no KV read, JSON parse or schema check.
 * The cache is read and filled from the query's second ask in this isolate
 * (../cache/second-ask.ts): a search asked once costs no KV read or write.
 */
import { LISTING_SCOPES } from "../../domain/cache/cache-scopes.ts";
import { stableId } from "../../domain/hash.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { searchResultsFamily } from "../../kv-schemas/search-answer.ts";
import { generationToken } from "../cache/cache-generations.ts";
import { readCached, writeCached } from "../cache/kv-cache.ts";
import { askedAgain } from "../cache/second-ask.ts";

/** The cached answer to the normalised query, or the loaded one (stored for the next minute once asked again). */
export async function readThroughSearch(
  kv: KVNamespace,
  brandId: string,
  query: string,
  load: () => Promise<SearchResponse>,
): Promise<SearchResponse> {
  const generation = await generationToken(kv, LISTING_SCOPES);
  if (generation === null) return load();
  const hash = stableId(query);
  // A query this isolate has not been asked lately is almost always a one-off: not looked for.
  if (!askedAgain(`search:${brandId}:${hash}`)) return load();
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
