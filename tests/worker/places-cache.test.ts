import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AutocompleteResponse } from "../../worker/geo/places-api.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { awayFromMinuteBoundary } from "./fixtures/minute.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function suggest(text: string, ip = "192.0.2.10"): Promise<string[]> {
  const response = await call(`/api/places/autocomplete?${new URLSearchParams({ q: text })}`, {
    headers: { "CF-Connecting-IP": ip },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as AutocompleteResponse).places.map((place) => place.label);
}

async function cachedKeys(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.CACHE.list({ prefix: "places:", ...(cursor ? { cursor } : {}) });
    names.push(...page.keys.map((key) => key.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return names.sort();
}

async function clearCache(): Promise<void> {
  await Promise.all((await cachedKeys()).map((key) => env.CACHE.delete(key)));
}

describe("the autocomplete cache", () => {
  it("caches nothing for text no place starts with, or that names none", async () => {
    await clearCache();
    const junk = ["zzqx", "<script>alert(1)</script>", "aus#tin", "' OR 1=1 --", "qwertyuiop", "999", "a".repeat(99)];
    for (const text of junk) expect(await suggest(text)).toEqual([]);
    expect(await cachedKeys()).toEqual([]);
  });

  it("keeps one entry for one answer however it is typed", async () => {
    await clearCache();
    for (const text of ["Austin", "austin", "  AUSTIN ", "austin.", "austin'"]) {
      expect(await suggest(text)).toEqual(["Austin, TX", "Austin, MN"]);
    }
    for (const text of ["austin, mn", "Austin,MN", "austin ,  Mn"]) expect(await suggest(text)).toEqual(["Austin, MN"]);
    for (const text of ["austin, m", "austin, zz"]) expect(await suggest(text)).toEqual(["Austin, TX", "Austin, MN"]);
    expect(await suggest("St. Aus")).toEqual([]);
    expect(await cachedKeys()).toEqual(["places:austin", "places:austin,", "places:austin,MN"]);
  });

  it("answers every town but caches at most 60 new answers a minute from one address", async () => {
    await clearCache();
    // Seventy towns of the test's own, each its own answer.
    const towns = Array.from({ length: 70 }, (_, index) => `Cachetown ${String(index + 1).padStart(2, "0")}`);
    await env.DB.batch(
      towns.map((name, index) =>
        env.DB.prepare(
          "INSERT OR IGNORE INTO cities (id, name, state_code, url_name, name_key, population, latitude, longitude) VALUES (?1, ?2, 'TX', ?3, ?4, 100, 30.5, -97.5)",
        ).bind(9_000 + index, name, name.toLowerCase().replace(" ", "-"), name.toLowerCase()),
      ),
    );
    await awayFromMinuteBoundary();
    const answers = await Promise.all(towns.map((town) => suggest(town, "192.0.2.60")));
    expect(answers).toEqual(towns.map((town) => [`${town}, TX`]));
    expect(await cachedKeys()).toHaveLength(60);

    // Another address still fills the cache.
    await suggest("round rock, tx", "192.0.2.61");
    expect(await cachedKeys()).toContain("places:round rock,TX");
  });
});
