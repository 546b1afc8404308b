import { describe, expect, it } from "vitest";
import { nextRender, storeInOrder } from "../../worker/cache/store-order.ts";

/** A store that finishes when told to, and records what it stored. */
function deferredStore(stored: string[], page: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    store: async () => {
      await done;
      stored.push(page);
    },
    finish: () => finish(),
  };
}

describe("the page cache's stores of one key", () => {
  it("run one at a time, in the order they were asked for", async () => {
    const stored: string[] = [];
    const older = nextRender();
    const newer = nextRender();
    const slow = deferredStore(stored, "older");
    const first = storeInOrder("/a", older, slow.store);
    const second = storeInOrder("/a", newer, async () => {
      stored.push("newer");
    });
    // Every task queued so far has run: the newer store still waits for the older one, though it
    // could finish at once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stored).toEqual([]);
    slow.finish();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(stored).toEqual(["older", "newer"]);
  });

  it("drop an older render's store that comes after a newer render's", async () => {
    const stored: string[] = [];
    const older = nextRender();
    const newer = nextRender();
    expect(await storeInOrder("/b", newer, async () => void stored.push("newer"))).toBe(true);
    expect(await storeInOrder("/b", older, async () => void stored.push("older"))).toBe(false);
    expect(stored).toEqual(["newer"]);
    // Another key is not held back by this one's newest render.
    expect(await storeInOrder("/c", older, async () => void stored.push("other key"))).toBe(true);
    expect(stored).toEqual(["newer", "other key"]);
  });

  it("go on after a store that fails", async () => {
    const failing = storeInOrder("/d", nextRender(), async () => {
      throw new Error("the cache refused");
    });
    await expect(failing).rejects.toThrow("the cache refused");
    const stored: string[] = [];
    expect(await storeInOrder("/d", nextRender(), async () => void stored.push("next"))).toBe(true);
    expect(stored).toEqual(["next"]);
  });
});
