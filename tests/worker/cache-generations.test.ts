/**
 * The edge caches' generation numbers (worker/cache/cache-generations.ts): an isolate keeps the
 * numbers it read for a few seconds, so a run of requests costs one KV read; a bump made in the
 * isolate is seen by it at once, and one made elsewhere (straight into KV) once the few seconds
 * are over.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheGenerationFamily } from "../../kv-schemas/cache-generation.ts";
import {
  bumpGeneration,
  forgetGenerations,
  GENERATION_MEMORY_MS,
  generationToken,
} from "../../worker/cache/cache-generations.ts";

const SCOPE = "path:/generation-memory-test/" as const;

describe("generation numbers held by an isolate", () => {
  it("reads KV once, sees its own bump at once and another location's after the memory runs out", async () => {
    forgetGenerations();
    const start = Date.now();
    const bumped = await bumpGeneration(env.CACHE, SCOPE, start);
    expect(await generationToken(env.CACHE, [SCOPE], start)).toBe(`g${bumped}`);

    // Another location's purge: the number changes in KV only.
    const elsewhere = bumped + 7;
    await env.CACHE.put(cacheGenerationFamily.key(SCOPE), JSON.stringify(elsewhere));
    expect(await generationToken(env.CACHE, [SCOPE], start + GENERATION_MEMORY_MS - 1)).toBe(`g${bumped}`);
    expect(await generationToken(env.CACHE, [SCOPE], start + GENERATION_MEMORY_MS)).toBe(`g${elsewhere}`);

    // A bump here is seen here at once, memory or not.
    const again = await bumpGeneration(env.CACHE, SCOPE, start);
    expect(again).toBe(elsewhere + 1);
    expect(await generationToken(env.CACHE, [SCOPE], Date.now())).toBe(`g${again}`);
  });

  it("reads afresh once told to forget (a purge that deleted generation keys)", async () => {
    const now = Date.now();
    await generationToken(env.CACHE, [SCOPE], now);
    await env.CACHE.delete(cacheGenerationFamily.key(SCOPE));
    forgetGenerations();
    expect(await generationToken(env.CACHE, [SCOPE], now)).toBe("g0");
  });
});
