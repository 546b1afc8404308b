import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { geoipFamily } from "../../kv-schemas/geoip.ts";
import { purgeKeys, purgePrefix } from "../../worker/admin/cache-purges.ts";
import { readCached, readCachedMany, readThrough, writeCached } from "../../worker/cache/kv-cache.ts";
import { KV_MEMORY_ENTRIES, KV_MEMORY_MS, recall, remember, rememberWritten } from "../../worker/cache/kv-memory.ts";

const austin = { city: "Austin", state: "TX", latitude: 30.27, longitude: -97.74 };
const dallas = { city: "Dallas", state: "TX", latitude: 32.78, longitude: -96.8 };

/** The CACHE namespace, counting the reads that reach it. */
function countingKv(): { kv: KVNamespace; reads: () => number } {
  let reads = 0;
  const kv = new Proxy(env.CACHE, {
    get(target, property) {
      if (property === "get") {
        return (...args: Parameters<KVNamespace["get"]>) => {
          reads++;
          return (target.get as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv, reads: () => reads };
}

describe("the isolate's memory of KV values", () => {
  it("reads a value from KV once, then answers from memory: the first read is the reader's own, the next a frozen one", async () => {
    await env.CACHE.put("geoip:192.0.2.1", JSON.stringify(austin));
    const { kv, reads } = countingKv();
    const first = await readCached(kv, geoipFamily, "192.0.2.1");
    expect(first).toEqual(austin);
    if (first) first.city = "Changed by a page";
    const second = await readCached(kv, geoipFamily, "192.0.2.1");
    expect(second).toEqual(austin);
    expect(Object.isFrozen(second)).toBe(true);
    expect(reads()).toBe(1);
  });

  it("reads many values in one bulk read, then from memory; one value not remembered reads the batch again", async () => {
    await env.CACHE.put("geoip:192.0.2.2", JSON.stringify(austin));
    await env.CACHE.put("geoip:192.0.2.3", JSON.stringify(dallas));
    const { kv, reads } = countingKv();
    const both: [string][] = [["192.0.2.2"], ["192.0.2.3"]];
    expect(await readCachedMany(kv, geoipFamily, both)).toEqual([austin, dallas]);
    expect(await readCachedMany(kv, geoipFamily, both)).toEqual([austin, dallas]);
    expect(reads()).toBe(1);
    expect(await readCachedMany(kv, geoipFamily, [...both, ["192.0.2.4"]])).toEqual([austin, dallas, null]);
    expect(reads()).toBe(2);
  });

  it("answers a loaded value when KV refuses to store it, and logs the refusal", async () => {
    const refusing = new Proxy(env.CACHE, {
      get(target, property) {
        if (property === "put") return async () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(await readThrough(refusing, geoipFamily, async () => austin, "192.0.2.9")).toEqual(austin);
      expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
        "kv geoip: geoip:192.0.2.9 could not be stored; answered uncached",
      );
      expect(await env.CACHE.get("geoip:192.0.2.9")).toBeNull();
    } finally {
      warn.mockRestore();
    }
  });

  it("does not remember a miss: a value stored afterwards is read at once", async () => {
    const { kv, reads } = countingKv();
    expect(await readCached(kv, geoipFamily, "192.0.2.5")).toBeNull();
    await env.CACHE.put("geoip:192.0.2.5", JSON.stringify(dallas));
    expect(await readCached(kv, geoipFamily, "192.0.2.5")).toEqual(dallas);
    expect(reads()).toBe(2);
  });

  it("answers what this isolate wrote, and forgets what a purge by key or by prefix deleted", async () => {
    await writeCached(env.CACHE, geoipFamily, austin, "192.0.2.6");
    await readCached(env.CACHE, geoipFamily, "192.0.2.6");
    await writeCached(env.CACHE, geoipFamily, dallas, "192.0.2.6");
    expect(await readCached(env.CACHE, geoipFamily, "192.0.2.6")).toEqual(dallas);

    expect(await purgeKeys(env.CACHE, ["geoip:192.0.2.6"])).toBe(1);
    expect(await readCached(env.CACHE, geoipFamily, "192.0.2.6")).toBeNull();

    await writeCached(env.CACHE, geoipFamily, austin, "192.0.2.7");
    expect(await readCached(env.CACHE, geoipFamily, "192.0.2.7")).toEqual(austin);
    expect(await purgePrefix(env.CACHE, "geoip:192.0.2.")).toBeGreaterThanOrEqual(1);
    expect(await readCached(env.CACHE, geoipFamily, "192.0.2.7")).toBeNull();
  });

  it("gives every read the same frozen value when it is plain data: a change throws and the caller's own stays theirs", () => {
    const stored = {
      name: "Kept",
      address: { city: "Austin", point: [30.27, -97.74] },
      cards: [{ id: 1, tags: ["Memory Care", "Assisted Living"] }],
    };
    remember("geoip:frozen", stored, 1_000);
    const first = recall("geoip:frozen", 1_001) as typeof stored;
    expect(first).toEqual(stored);
    expect(recall("geoip:frozen", 1_002)).toBe(first);
    expect(() => {
      first.address.city = "Changed";
    }).toThrow(TypeError);
    expect(() => first.address.point.push(0)).toThrow(TypeError);
    expect(() => (first.cards[0] as { tags: string[] }).tags.sort()).toThrow(TypeError);
    // The caller's own object is neither frozen nor what is kept.
    expect(Object.isFrozen(stored)).toBe(false);
    stored.cards.push({ id: 2, tags: [] });
    expect((recall("geoip:frozen", 1_003) as typeof stored).cards).toEqual([
      { id: 1, tags: ["Memory Care", "Assisted Living"] },
    ]);
  });

  it("keeps what this isolate wrote as the JSON it stored: the writer's object stays theirs, every read shares one frozen copy", async () => {
    const written = { ...austin };
    await writeCached(env.CACHE, geoipFamily, written, "192.0.2.8");
    expect(Object.isFrozen(written)).toBe(false);
    written.city = "Changed by the writer";
    const first = await readCached(env.CACHE, geoipFamily, "192.0.2.8");
    expect(first).toEqual(austin);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await readCached(env.CACHE, geoipFamily, "192.0.2.8")).toBe(first);
    expect(await env.CACHE.get("geoip:192.0.2.8", "json")).toEqual(austin);
    rememberWritten("geoip:text", JSON.stringify({ cards: [{ id: 1 }] }), 1_000);
    const parsed = recall("geoip:text", 1_001) as { cards: { id: number }[] };
    expect(parsed).toEqual({ cards: [{ id: 1 }] });
    expect(recall("geoip:text", 1_002)).toBe(parsed);
    expect(() => parsed.cards.push({ id: 2 })).toThrow(TypeError);
  });

  it(`trusts a value for ${KV_MEMORY_MS / 1000} s, and keeps at most ${KV_MEMORY_ENTRIES} values`, () => {
    remember("geoip:kept", austin, 1_000);
    expect(recall("geoip:kept", 1_000 + KV_MEMORY_MS - 1)).toEqual(austin);
    expect(recall("geoip:kept", 1_000 + KV_MEMORY_MS)).toBeUndefined();
    // A clock that went back is not trusted either.
    remember("geoip:kept", austin, 5_000);
    expect(recall("geoip:kept", 4_999)).toBeUndefined();

    for (let index = 0; index <= KV_MEMORY_ENTRIES; index++) remember(`geoip:many-${index}`, { index }, 1_000);
    expect(recall("geoip:many-0", 1_001)).toBeUndefined();
    expect(recall("geoip:many-1", 1_001)).toEqual({ index: 1 });
    expect(recall(`geoip:many-${KV_MEMORY_ENTRIES}`, 1_001)).toEqual({ index: KV_MEMORY_ENTRIES });
  });
});
