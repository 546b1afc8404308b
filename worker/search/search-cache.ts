/**
 * The search-results cache (kv-schemas/search-answer.ts): an answer is read from KV when the
 * same normalised query was answered in the last minute under the same generations of the
 * `all` and `listings` scopes, and loaded and stored otherwise. A KV failure never fails the
 * search: the generations unread, the search runs uncached; a write that fails is only logged.
 * The isolate also keeps the last few answers it read or stored in memory, under the same key
 * and for no longer than KV keeps them: a popular search then costs one generation read (itself
 * cached at the edge), not a KV read, a JSON parse and a schema check of every card.
 */
import { LISTING_SCOPES } from "../../domain/cache/cache-scopes.ts";
import { stableId } from "../../domain/hash.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { SEARCH_RESULTS_TTL_SECONDS, searchResultsFamily } from "../../kv-schemas/search-answer.ts";
import { generationToken } from "../cache/cache-generations.ts";
import { readCached, writeCached } from "../cache/kv-cache.ts";

/** Answers held in this isolate's memory, by KV key, oldest first. */
const recent = new Map<string, { query: string; response: SearchResponse; expiresAt: number }>();
const RECENT_MAX = 32;

function remember(key: string, query: string, response: SearchResponse, now: number): void {
  recent.delete(key);
  recent.set(key, { query, response, expiresAt: now + SEARCH_RESULTS_TTL_SECONDS * 1000 });
  while (recent.size > RECENT_MAX) {
    const oldest = recent.keys().next().value;
    if (oldest === undefined) break;
    recent.delete(oldest);
  }
}

/** The cached answer to the normalised query, or the loaded one (then stored for the next minute). */
export async function readThroughSearch(
  kv: KVNamespace,
  brandId: string,
  query: string,
  load: () => Promise<SearchResponse>,
): Promise<SearchResponse> {
  const generation = await generationToken(kv, LISTING_SCOPES);
  if (generation === null) return load();
  const hash = stableId(query);
  const key = searchResultsFamily.key(generation, brandId, hash);
  const now = Date.now();
  const held = recent.get(key);
  if (held && held.query === query && held.expiresAt > now) return held.response;
  const hit = await readCached(kv, searchResultsFamily, generation, brandId, hash);
  if (hit && hit.query === query) {
    remember(key, query, hit.response, now);
    return hit.response;
  }
  const response = await load();
  try {
    await writeCached(kv, searchResultsFamily, { query, response }, generation, brandId, hash);
    remember(key, query, response, now);
  } catch (error) {
    console.warn("search: the answer could not be cached", error);
  }
  return response;
}
