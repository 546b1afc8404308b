/**
 * Purging the cache when KV's list lags behind: list is eventually consistent, so a key written
 * moments ago may be missing from it. With a CACHE whose list returns nothing, every key the
 * purge can name (the keys asked for, a provider's own key, the flag rollout, a prefix that is
 * a key) is still deleted and counted.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { ADMIN } from "./worker-client.ts";

/** The test CACHE, except that its list has not seen any key yet. */
const laggingCache: KVNamespace = new Proxy(env.CACHE, {
  get(target, property) {
    if (property === "list") return async () => ({ keys: [], list_complete: true, cacheStatus: null });
    const value = Reflect.get(target, property);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

async function purge(body: unknown): Promise<{ status: number; deleted: number }> {
  const response = await app.request(
    "/admin/cache/purge",
    { method: "POST", headers: { ...ADMIN, "Content-Type": "application/json" }, body: JSON.stringify(body) },
    { ...env, CACHE: laggingCache },
  );
  return { status: response.status, deleted: ((await response.json()) as { deleted: number }).deleted };
}

describe("POST /admin/cache/purge when KV's list has not caught up", () => {
  it("still deletes the named keys, counting those that held a value", async () => {
    expect((await laggingCache.list({ prefix: "lag-test:" })).keys).toEqual([]);
    await env.CACHE.put("lag-test:one", "1");
    await env.CACHE.put("lag-test:two", "2");
    expect(await purge({ keys: ["lag-test:one", "lag-test:two", "lag-test:never"] })).toEqual({
      status: 200,
      deleted: 2,
    });
    expect(await env.CACHE.get("lag-test:one")).toBeNull();
    expect(await env.CACHE.get("lag-test:two")).toBeNull();
  });

  it("still deletes a provider's own record", async () => {
    await env.CACHE.put("provider:7001", "{}");
    expect(await purge({ providerId: "7001" })).toEqual({ status: 200, deleted: 1 });
    expect(await env.CACHE.get("provider:7001")).toBeNull();
  });

  it("still deletes, by prefix, the keys the Worker writes under fixed names and the prefix as a key", async () => {
    await env.CACHE.put("flags:rollout", JSON.stringify({ "inquiry-v4": { carefind: 50 } }));
    expect(await purge({ prefix: "flags:" })).toEqual({ status: 200, deleted: 1 });
    expect(await env.CACHE.get("flags:rollout")).toBeNull();

    await env.CACHE.put("geoip:203.0.113.77", "{}");
    expect(await purge({ prefix: "geoip:203.0.113.77" })).toEqual({ status: 200, deleted: 1 });
    expect(await env.CACHE.get("geoip:203.0.113.77")).toBeNull();
  });
});
