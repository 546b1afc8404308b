/**
 * Generation numbers of the edge caches (docs/page-cache.md): one per scope, kept until
 * replaced. Every edge-cached page and every cached search answer carries the generations of
 * the scopes it belongs to in its key, so bumping one number takes all of them out at once in
 * every location, with no list of keys to delete.
 * Scopes: domain/cache/cache-scopes.ts.
 */
import { z } from "zod";
import type { CacheScope } from "../domain/cache/cache-scopes.ts";
import { defineKvFamily } from "./family.ts";

export const cacheGenerationFamily = defineKvFamily({
  name: "cache-generation",
  prefix: "cache-generation:",
  keySuffix: (scope: CacheScope) => scope,
  schema: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  ttlSeconds: null,
});
