import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { geoipFamily } from "../../kv-schemas/geoip.ts";
import { readCached, readCachedMany, readThrough } from "../../worker/cache/kv-cache.ts";

describe("KV read-through cache", () => {
  it("loads on a miss, stores with the family's TTL, and serves the stored value next time", async () => {
    let loads = 0;
    const load = async () => {
      loads++;
      return { city: "Austin", state: "TX", latitude: 30.27, longitude: -97.74 };
    };
    const first = await readThrough(env.CACHE, geoipFamily, load, "203.0.113.7");
    const second = await readThrough(env.CACHE, geoipFamily, load, "203.0.113.7");
    expect(first).toEqual(second);
    expect(loads).toBe(1);

    const [stored] = (await env.CACHE.list({ prefix: "geoip:203.0.113.7" })).keys;
    const secondsLeft = (stored?.expiration ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(1_790);
    expect(secondsLeft).toBeLessThanOrEqual(1_800);
  });

  it("treats a stored value that fails its schema, or is not JSON, as a miss", async () => {
    await env.CACHE.put("geoip:203.0.113.8", JSON.stringify({ city: "Austin", latitude: "north" }));
    expect(await readCached(env.CACHE, geoipFamily, "203.0.113.8")).toBeNull();

    await env.CACHE.put("geoip:203.0.113.9", "{not json");
    expect(await readCached(env.CACHE, geoipFamily, "203.0.113.9")).toBeNull();

    const reloaded = await readThrough(
      env.CACHE,
      geoipFamily,
      async () => ({ city: "", state: "", latitude: null, longitude: null }),
      "203.0.113.9",
    );
    expect(reloaded.city).toBe("");
    expect(await env.CACHE.get("geoip:203.0.113.9", "json")).toEqual(reloaded);
  });

  it("reads many values in one go, in order, with absent and invalid ones as misses", async () => {
    const austin = { city: "Austin", state: "TX", latitude: 30.27, longitude: -97.74 };
    await env.CACHE.put("geoip:198.51.100.1", JSON.stringify(austin));
    await env.CACHE.put("geoip:198.51.100.3", JSON.stringify({ city: "Austin", latitude: "north" }));
    const values = await readCachedMany(env.CACHE, geoipFamily, [["198.51.100.3"], ["198.51.100.2"], ["198.51.100.1"]]);
    expect(values).toEqual([null, null, austin]);

    // A value that is not JSON fails the bulk read; the batch is then read key by key.
    await env.CACHE.put("geoip:198.51.100.4", "{not json");
    const mixed = await readCachedMany(env.CACHE, geoipFamily, [["198.51.100.1"], ["198.51.100.4"]]);
    expect(mixed).toEqual([austin, null]);
  });

  it("answers a key longer than KV allows as a miss, quietly, and stores nothing under it", async () => {
    const warn = vi.spyOn(console, "warn");
    const long = `203.0.113.${"1".repeat(600)}`;
    const loaded = { city: "Austin", state: "TX", latitude: 30.27, longitude: -97.74 };
    expect(await readCached(env.CACHE, geoipFamily, long)).toBeNull();
    expect(await readThrough(env.CACHE, geoipFamily, async () => loaded, long)).toEqual(loaded);
    expect(await readCachedMany(env.CACHE, geoipFamily, [[long], ["198.51.100.1"]])).toEqual([null, expect.anything()]);
    expect(warn).not.toHaveBeenCalled();
    expect((await env.CACHE.list({ prefix: "geoip:203.0.113.111" })).keys).toEqual([]);
    warn.mockRestore();
  });
});
