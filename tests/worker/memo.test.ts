/** The one in-isolate memo (worker/cache/memo.ts). */
import { describe, expect, it } from "vitest";
import { memo } from "../../worker/cache/memo.ts";

describe("the isolate's memo", () => {
  it("keeps at most its entries, pushing out the least recently used", () => {
    const kept = memo<number>({ entries: 2 });
    kept.set("a", 1);
    kept.set("b", 2);
    // Reading a makes b the least recently used.
    expect(kept.get("a")).toBe(1);
    kept.set("c", 3);
    expect(kept.get("b")).toBeUndefined();
    expect([...kept.keys()]).toEqual(["a", "c"]);
    kept.delete("a");
    expect(kept.get("a")).toBeUndefined();
    kept.clear();
    expect([...kept.keys()]).toEqual([]);
  });

  it("trusts a value for its time on the caller's clock, and not at all from the future", () => {
    const kept = memo<string>({ entries: 10, ttlMs: 1_000 });
    kept.set("key", "value", 5_000);
    expect(kept.get("key", 5_999)).toBe("value");
    expect(kept.get("key", 6_000)).toBeUndefined();
    // Gone once stale, even for an earlier clock.
    expect(kept.get("key", 5_500)).toBeUndefined();
    kept.set("key", "value", 5_000);
    expect(kept.get("key", 4_999)).toBeUndefined();
  });
});
