/**
 * The edge caches' generation numbers (kv-schemas/cache-generation.ts): a cache key carries its
 * scopes' numbers, and a purge bumps one. Another location sees a bump within KV's own minute
 * (`GENERATION_CACHE_TTL`); an isolate trusts what it read for `GENERATION_MEMORY_MS`, and sees
 * its own bumps at once.
 */
import type { CacheScope } from "../../domain/cache/cache-scopes.ts";
import { cacheGenerationFamily } from "../../kv-schemas/cache-generation.ts";
import { memo } from "./memo.ts";

/** KV's shortest edge cache time for a read (`cacheTtl` minimum). */
const GENERATION_CACHE_TTL = 60;

/** How long an isolate trusts a generation number it has read: short beside KV's own minute. */
export const GENERATION_MEMORY_MS = 5_000;

/** The numbers this isolate read or wrote, by KV key (a page's scopes are a few of a few hundred paths). */
const remembered = memo<number>({ entries: 512, ttlMs: GENERATION_MEMORY_MS });

/** Forgets the numbers this isolate holds (a purge that deleted generation keys outright). */
export function forgetGenerations(): void {
  remembered.clear();
}

/**
 * The generations of the scopes, in one bulk KV read, as one short token for a cache key
 * (`g3.0.12`): a scope never bumped counts 0. A KV failure answers null: the caller does not
 * use its cache then, rather than risk serving something purged.
 */
export async function generationToken(
  kv: KVNamespace,
  scopes: readonly CacheScope[],
  now: number = Date.now(),
): Promise<string | null> {
  const keys = scopes.map((scope) => cacheGenerationFamily.key(scope));
  const known = keys.map((key) => remembered.get(key, now) ?? null);
  if (known.every((value) => value !== null)) return `g${known.join(".")}`;
  let stored: Map<string, unknown>;
  try {
    stored = await kv.get(keys, { type: "json", cacheTtl: GENERATION_CACHE_TTL });
  } catch (error) {
    console.warn("cache generations could not be read; the edge caches are bypassed", error);
    return null;
  }
  const numbers = keys.map((key) => {
    const parsed = cacheGenerationFamily.schema.safeParse(stored.get(key) ?? 0);
    const value = parsed.success ? parsed.data : 0;
    remembered.set(key, value, now);
    return value;
  });
  return `g${numbers.join(".")}`;
}

/**
 * Moves a scope to its next generation. Read-modify-write: two purges of the same scope in the
 * same instant may both write the same number, which still differs from every key built before.
 * The number is the later of the stored one plus one and the current time in milliseconds, so it
 * also moves on when a location's cached read of the old number is older than the write.
 */
export async function bumpGeneration(kv: KVNamespace, scope: CacheScope, now: number = Date.now()): Promise<number> {
  const key = cacheGenerationFamily.key(scope);
  const current = cacheGenerationFamily.schema.safeParse(await kv.get(key, "json"));
  const next = Math.max((current.success ? current.data : 0) + 1, now);
  await kv.put(key, JSON.stringify(next));
  remembered.set(key, next);
  return next;
}
