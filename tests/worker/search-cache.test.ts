/**
 * The search-results cache (docs/search.md; kv-schemas/search-answer.ts): a search asked a second
 * time is stored and answered from KV for a minute, one asked once is not stored, a purge of the
 * listings (or of everything) is seen at once, equivalent requests share one entry, and the price
 * blur holds for a visitor who has not asked whatever another visitor's request stored.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import { normalisedSearchQuery } from "../../domain/search/search-query-key.ts";
import { searchResultsFamily } from "../../kv-schemas/search-answer.ts";
import { bumpGeneration, generationToken } from "../../worker/cache/cache-generations.ts";
import { forgetAsks } from "../../worker/cache/second-ask.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

// Each test starts with no cached answer (a purge of everything, as an operator's would) and no search asked.
beforeEach(async () => {
  await bumpGeneration(env.CACHE, "all");
  forgetAsks();
});

async function search(path: string, cookies: Record<string, string> = {}): Promise<SearchResponse> {
  const response = await call(path, { cookies });
  expect(response.status, path).toBe(200);
  return (await response.json()) as SearchResponse;
}

/** The cached answers under the current generations (older ones are purged, whatever KV still holds). */
async function storedSearchKeys(): Promise<string[]> {
  const generation = await generationToken(env.CACHE, ["all", "listings"]);
  const listed = await env.CACHE.list({ prefix: `${searchResultsFamily.prefix}${generation}:` });
  return listed.keys.map((key) => key.name);
}

async function rename(providerId: number, name: string): Promise<void> {
  await env.DB.prepare("UPDATE providers SET name = ?1 WHERE id = ?2").bind(name, providerId).run();
}

const AUSTIN_SEARCH = "/v1/enhanced-search?keyword=Austin%2C+TX&careType=assisted-living";

describe("the search-results cache", () => {
  it("answers a second identical search from KV until the listings generation is bumped", async () => {
    const first = await search(AUSTIN_SEARCH);
    const top = first.results[0];
    if (!top) throw new Error("the fixture has assisted living around Austin");
    await rename(top.id, "Renamed While Cached");

    const second = await search(AUSTIN_SEARCH);
    expect(second.results[0]?.name).toBe(top.name);
    expect(second.results).toEqual(first.results);

    await bumpGeneration(env.CACHE, "listings");
    const third = await search(AUSTIN_SEARCH);
    expect(third.results[0]?.name).toBe("Renamed While Cached");
    await rename(top.id, top.name);
  });

  it("is taken out by a purge of everything too, and keeps brands apart", async () => {
    const first = await search(AUSTIN_SEARCH);
    const top = first.results[0];
    if (!top) throw new Error("the fixture has assisted living around Austin");
    await rename(top.id, "Renamed Once More");
    expect((await search(AUSTIN_SEARCH)).results[0]?.name).toBe(top.name);

    // The second brand has its own entry, read from D1 now.
    const other = await (await call(AUSTIN_SEARCH, { host: "seniorhousing.localhost" })).json<SearchResponse>();
    expect(other.results.find((result) => result.id === top.id)?.name).toBe("Renamed Once More");

    await bumpGeneration(env.CACHE, "all");
    expect((await search(AUSTIN_SEARCH)).results[0]?.name).toBe("Renamed Once More");
    await rename(top.id, top.name);
  });

  it("stores a search at its second ask, not at its first", async () => {
    const first = await search(AUSTIN_SEARCH);
    expect(first.totalItems).toBeGreaterThan(0);
    expect(await storedSearchKeys()).toHaveLength(0);
    // Another spelling of the same search (the JSON's own page cache holds the first address).
    const second = await search("/v1/enhanced-search?keyword=austin+tx&careType=assisted-living");
    expect(second.results).toEqual(first.results);
    expect(await storedSearchKeys()).toHaveLength(1);
  });

  it("maps equivalent requests to one entry: the place however it is spelled, the filters in any order", async () => {
    await search("/v1/enhanced-search?keyword=Austin%2C+TX&careType=assisted-living");
    expect(await storedSearchKeys()).toHaveLength(0);
    await search("/v1/enhanced-search?keyword=austin%2C+tx&careType=assisted-living");
    expect(await storedSearchKeys()).toHaveLength(1);
    const spellings = [
      "/v1/enhanced-search?keyword=austin+tx&careType=assisted-living",
      "/v1/enhanced-search?keyword=AUSTIN%2C++TX&careType=assisted-living",
      "/v1/enhanced-search?city=Austin&state=TX&careType=assisted-living",
      "/v1/enhanced-search?keyword=Austin%2C+Texas",
    ];
    for (const path of spellings) await search(path);
    // The same search from the four spellings: still one entry.
    const keys = await storedSearchKeys();
    expect(keys).toHaveLength(1);

    // A different page, sort or place is another entry (each asked twice, in two spellings).
    await search("/v1/enhanced-search?keyword=Austin%2C+TX&page=2");
    await search("/v1/enhanced-search?keyword=austin+tx&page=2");
    await search("/v1/enhanced-search?keyword=Round+Rock%2C+TX");
    await search("/v1/enhanced-search?keyword=round+rock+tx");
    expect(await storedSearchKeys()).toHaveLength(3);

    const criteria = (query: string) => parseSearchCriteria(new URLSearchParams(query));
    const options = { brandId: "carefind", hitsPerPage: 20, onlyIndexed: false };
    expect(normalisedSearchQuery(criteria("keyword=Austin,TX&languages=spanish,english"), options)).toBe(
      normalisedSearchQuery(criteria("keyword=austin tx&languages=english&languages=spanish"), options),
    );
    expect(normalisedSearchQuery(criteria("keyword=Austin,TX&sortBy=best-rated"), options)).not.toBe(
      normalisedSearchQuery(criteria("keyword=Austin,TX"), options),
    );
  });

  it("keeps the analytics ids of each request's own spelling", async () => {
    const first = await search("/v1/enhanced-search?keyword=Austin%2C+TX");
    const second = await search("/v1/enhanced-search?keyword=austin+tx");
    expect(await storedSearchKeys()).toHaveLength(1);
    expect(second.results).toEqual(first.results);
    expect(second.queryId).not.toBe(first.queryId);
  });
});

describe("prices and the cache (spec search-and-compare §6)", () => {
  const FIGURE = /"(startingPriceCents|price)":\d/;

  it("never gives a visitor who has not asked the prices another visitor's request stored", async () => {
    await search(AUSTIN_SEARCH, await signedInquiryCookies());
    const priced = await search(AUSTIN_SEARCH, await signedInquiryCookies());
    expect(JSON.stringify(priced.results)).toMatch(FIGURE);
    expect(await storedSearchKeys()).toHaveLength(1);

    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const blurred = await search(AUSTIN_SEARCH, cookies);
      expect(
        blurred.results.map((result) => result.id),
        visitor,
      ).toEqual(priced.results.map((result) => result.id));
      expect(JSON.stringify(blurred.results), visitor).not.toMatch(FIGURE);
      expect(
        blurred.results.map((result) => result.priceHidden),
        visitor,
      ).toEqual(priced.results.map((result) => result.price !== null));
    }
    expect(await storedSearchKeys()).toHaveLength(1);

    // And the other way round: a blurred visitor first, then one who has asked sees the figures.
    await bumpGeneration(env.CACHE, "listings");
    await search(AUSTIN_SEARCH);
    expect(JSON.stringify((await search(AUSTIN_SEARCH, await signedInquiryCookies())).results)).toMatch(FIGURE);
  });

  it("keeps prices off the search page of a visitor who has not asked, after a priced page filled the cache", async () => {
    const path = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";
    const priced = await (await call(path, { cookies: await signedInquiryCookies() })).text();
    expect(priced).toMatch(/Starting at \$\d/);
    const blurred = await (await call(path)).text();
    expect(blurred).not.toMatch(/Starting at \$\d/);
    expect(blurred).not.toMatch(/"(startingPriceCents|price)":\d/);
    expect(await storedSearchKeys()).toHaveLength(1);
  });
});
