import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { geoipFamily } from "../../kv-schemas/geoip.ts";
import { readCached, readThrough } from "../../worker/data/kv-cache.ts";

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
});
