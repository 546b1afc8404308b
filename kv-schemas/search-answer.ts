/**
 * One search's answer, the same for every visitor: kept for KV's shortest time (60 s) per
 * generation of the listings, brand and normalised query, whose language is part of it
 * (domain/search/search-query-key.ts; worker/search/search-cache.ts). The
 * prices in it are the unblurred ones; the search blurs them for a visitor who has not sent an
 * inquiry after reading (spec search-and-compare §6), so no visitor's state is ever stored. The
 * key carries the generations of the `all` and `listings` scopes: a purge of either takes every
 * cached answer out at once. `query` is the normalised query itself, so two queries whose hashes
 * meet never share an answer.
 */
import { z } from "zod";
import { searchResponseSchema } from "../domain/search/search-contract.ts";
import { defineKvFamily } from "./family.ts";

/** KV's minimum TTL: an answer is at most a minute older than D1. */
export const SEARCH_RESULTS_TTL_SECONDS = 60;

export const storedSearchSchema = z.object({
  query: z.string(),
  response: searchResponseSchema,
});
export type StoredSearch = z.infer<typeof storedSearchSchema>;

export const searchResultsFamily = defineKvFamily({
  name: "search",
  prefix: "search:",
  keySuffix: (generation: string, brandId: string, queryHash: string) => `${generation}:${brandId}:${queryHash}`,
  schema: storedSearchSchema,
  ttlSeconds: SEARCH_RESULTS_TTL_SECONDS,
});
