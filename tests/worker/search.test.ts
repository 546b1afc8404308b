import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { FILTER_FAMILIES } from "../../domain/search/search-filters.ts";
import { FIXTURE_AMENITIES, loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

/** The visitor has sent an inquiry: prices are no longer blurred. */
let INQUIRED: Record<string, string> = {};

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  INQUIRED = await signedInquiryCookies();
});

async function search(
  body: Record<string, string>,
  host = "localhost",
  cookies: Record<string, string> = {},
): Promise<SearchResponse> {
  const response = await call("/api/enhanced-search", { method: "POST", body, host, cookies });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

/** Every id of a query, page by page. */
async function allIds(body: Record<string, string>): Promise<{ ids: number[]; first: SearchResponse }> {
  const first = await search({ ...body, page: "1" });
  const ids = first.results.map((result) => result.id);
  for (let page = 2; page <= first.totalPages; page++) {
    ids.push(...(await search({ ...body, page: String(page) })).results.map((result) => result.id));
  }
  return { ids, first };
}

describe("search by location", () => {
  it("finds Austin-area providers for 'Austin, TX', 'austin, texas' and '78701', nearest first, each with its distance", async () => {
    const spellings = await Promise.all([
      search({ keyword: "Austin, TX" }),
      search({ keyword: "austin, texas" }),
      search({ keyword: "78701" }),
    ]);
    const [cityCode, cityName, zip] = spellings as [SearchResponse, SearchResponse, SearchResponse];
    expect(cityCode.searchState).toBe("INPUT_WITH_RESULTS");
    expect(cityCode.location?.label).toBe("Austin, TX");
    expect(cityCode.totalItems).toBe(cityName.totalItems);
    expect(cityCode.results.map((result) => result.id)).toEqual(cityName.results.map((result) => result.id));
    expect(zip.location?.label).toBe("78701");
    for (const response of spellings) {
      // Austin's 30 and Round Rock's 6 lie within the default 30 miles: 32 of them assisted living and listed.
      expect(response.totalItems).toBe(32);
      const distances = response.results.map((result) => result.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(Math.max(...distances)).toBeLessThanOrEqual(30);
    }
    // San Antonio's providers are 75 miles away: outside the default 30 miles.
    expect(cityCode.results.every((result) => result.address.city !== "San Antonio")).toBe(true);
  });

  it("splits the total into the city itself and nearby places", async () => {
    const response = await search({ keyword: "Austin, TX", careType: "assisted-living" });
    // Austin: ids 100-129 less the excluded one and the three home-care agencies; Round Rock: 130-135.
    expect(response.totalRegionItems).toBe(26);
    expect(response.totalNearbyItems).toBe(6);
    expect(response.totalItems).toBe(32);
  });

  it("widens and narrows with distance", async () => {
    const near = await search({ keyword: "Austin, TX", distance: "10" });
    const far = await search({ keyword: "Austin, TX", distance: "100" });
    expect(near.totalItems).toBeLessThan(far.totalItems);
    // At 100 miles every assisted-living provider of the fixture counts, San Antonio's three too.
    expect(far.totalItems).toBe(35);
    expect(far.results.some((result) => result.address.city === "San Antonio")).toBe(false);
    expect(near.totalItems).toBeLessThan(32);
  });

  it("searches a whole state, and a county", async () => {
    const state = await search({ keyword: "Texas" });
    expect(state.location?.kind).toBe("state");
    expect(state.totalItems).toBe(35);
    const county = await search({ keyword: "Travis County, TX" });
    expect(county.location?.label).toBe("Travis County, TX");
    expect(county.totalRegionItems).toBe(26);
  });

  it("answers an unknown location with no results and a clear message, never an error", async () => {
    const response = await search({ keyword: "Atlantis, TX" });
    expect(response.searchState).toBe("INPUT_WITH_NO_RESULTS");
    expect(response.locationError).toBe("Location not found");
    expect(response.results).toEqual([]);
    const blank = await search({});
    expect(blank.searchState).toBe("NO_SEARCH_INPUT");
  });

  it("says a kind of care is not listed near the place, and blames filters only when some are set", async () => {
    const emptyText = async (path: string) => {
      const html = await (await call(path)).text();
      const block = /<div class="results-empty" role="status">(.*?)<div class="advisor-line">/s.exec(html)?.[1] ?? "";
      return block
        .replace(/<[^>]+>/g, " ")
        .replace(/&#x27;/g, "'")
        .replace(/\s+/g, " ")
        .trim();
    };
    // The fixture has no hospice around Austin.
    expect(await emptyText("/local/search/?keyword=Austin%2C+TX&careType=hospices")).toBe(
      "We have no hospice providers listed near Austin, TX yet. Try a wider distance or a nearby city, or call us and we will help you look.",
    );
    // Filters nothing passes: the spec's words.
    expect(
      await emptyText(
        "/local/search/?keyword=Austin%2C+TX&careType=in-home-care&lifestyle=pet-friendly&languages=spanish",
      ),
    ).toBe(
      "There aren't any providers that match your preferences. If you've selected multiple filters, try expanding your search with fewer filters.",
    );
    // An unknown place keeps its own message.
    expect(await emptyText("/local/search/?keyword=Atlantis%2C+TX")).toMatch(/^Location not found There aren't/);
  });

  it("answers any text and any parameter values without an error", async () => {
    const parameter = fc.constantFrom(
      "keyword",
      "careType",
      "distance",
      "price",
      "sortBy",
      "page",
      "latLng",
      "languages",
      "reviews",
      "match-all",
      "promotions",
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(parameter, fc.string({ maxLength: 40 }), { maxKeys: 5 }), async (body) => {
        const response = await call("/api/enhanced-search", { method: "POST", body });
        expect(response.status).toBe(200);
        await response.body?.cancel();
      }),
      { numRuns: 60 },
    );
    for (const path of [
      "/v1/enhanced-search?keyword=%00%FF",
      "/v1/nearby-search?latitude=NaN&longitude=1",
      "/api/keyword-search?query=%E2%80%AE",
    ]) {
      expect((await call(path)).status).toBeLessThan(500);
    }
  });

  it("never shows providers tagged Low Income Affordable", async () => {
    const { ids } = await allIds({ keyword: "Austin, TX", distance: "50" });
    expect(ids).not.toContain(112);
  });

  it("finds on the second brand every kind of care its menu and care-level choices offer", async () => {
    const homeCare = await search({ keyword: "Austin, TX", careType: "in-home-care" });
    expect(homeCare.totalItems).toBe(3);
    const onSecondBrand = await search({ keyword: "Austin, TX", careType: "in-home-care" }, "seniorhousing.localhost");
    expect(onSecondBrand.totalItems).toBe(3);
    expect(onSecondBrand.results.map((result) => result.id).sort()).toEqual(
      homeCare.results.map((result) => result.id).sort(),
    );
  });
});

describe("filters", () => {
  const base = { keyword: "Austin, TX", distance: "50" };

  it("each filter value narrows the results to exactly the fixture's providers that have it", async () => {
    const { ids: everything } = await allIds(base);
    // Assisted living within 50 miles: Austin's 30 and Round Rock's 6, less the three home-care
    // agencies (index 9, 19, 29; index = id - 100) and the excluded 112.
    expect(everything).toHaveLength(32);
    const cases: [Record<string, string>, number][] = [
      [{ lifestyle: "pet-friendly" }, 17], // even indexes
      [{ languages: "spanish" }, 10], // indexes divisible by 3
      [{ "other-amenities": "swimming-pool" }, 8], // by 5
      [{ accessibility: "mobility-wheelchair" }, 27], // all but index % 7 = 3
      [{ "providers-with": "5-plus-photos" }, 16], // index % 9 from 5 to 8
      [{ "room-type": "studio" }, 8], // id % 4 = 0
      [{ awards: "caring-stars-winners" }, 1], // 105
      [{ verified: "verified-partners-only" }, 7], // enhanced listings: id % 5 = 1
      [{ reviews: "4-plus" }, 3], // 108, 113 and 127 average 4 or more
      [{ price: "1,2" }, 12], // under $5,000: the priced ones up to index 14
      [{ promotions: "ongoing" }, 6], // id % 6 = 0; id % 6 = 1 has an expired one
    ];
    for (const [filter, count] of cases) {
      const { ids } = await allIds({ ...base, ...filter });
      expect(ids, JSON.stringify(filter)).toHaveLength(count);
      expect(ids.every((id) => everything.includes(id))).toBe(true);
    }
  });

  it("prices fall in the chosen bands", async () => {
    const cheap = await allIds({ ...base, price: "1,2" });
    const response = await search({ ...base, price: "1,2" }, "localhost", INQUIRED);
    expect(response.results.every((result) => result.price !== null && result.price < 500_000)).toBe(true);
    const dear = await search({ ...base, price: "3,4" }, "localhost", INQUIRED);
    expect(dear.results.every((result) => result.price !== null && result.price >= 500_000)).toBe(true);
    expect(cheap.ids).toHaveLength(12);
  });

  it("match-all needs every chosen value, match-any one of them", async () => {
    const pets = new Set((await allIds({ ...base, lifestyle: "pet-friendly" })).ids);
    const spanish = new Set((await allIds({ ...base, languages: "spanish" })).ids);
    const both = (await allIds({ ...base, lifestyle: "pet-friendly", languages: "spanish" })).ids;
    const either = (await allIds({ ...base, lifestyle: "pet-friendly", languages: "spanish", "match-all": "false" }))
      .ids;
    expect(new Set(both)).toEqual(new Set([...pets].filter((id) => spanish.has(id))));
    expect(new Set(either)).toEqual(new Set([...pets, ...spanish]));
    expect(both.length).toBeLessThan(either.length);
  });

  it("counts each amenity facet as the results that applying it gives", async () => {
    const response = await search(base);
    const facetFilters: [string, string, number][] = [];
    for (const family of FILTER_FAMILIES) {
      for (const value of family.values) {
        if (value.test.kind === "amenity") facetFilters.push([family.parameter, value.value, value.test.amenityId]);
      }
    }
    const names: Record<number, string> = {
      [FIXTURE_AMENITIES.pets]: "Pets allowed",
      [FIXTURE_AMENITIES.spanish]: "Spanish",
      [FIXTURE_AMENITIES.pool]: "Swimming pool or hot tub",
      [FIXTURE_AMENITIES.wheelchair]: "Wheelchair accessible",
    };
    let checked = 0;
    for (const [parameter, value, amenityId] of facetFilters) {
      const name = names[amenityId];
      if (!name) continue;
      const applied = await search({ ...base, [parameter]: value });
      const counted = (response.facets.inRegion.amenities[name] ?? 0) + (response.facets.nearby.amenities[name] ?? 0);
      expect(counted, name).toBe(applied.totalItems);
      expect(response.facets.inRegion.amenities[name] ?? 0, name).toBe(applied.totalRegionItems);
      checked++;
    }
    expect(checked).toBe(4);
    // A category counts the most of its amenities; empty ones are left out.
    expect(response.facets.inRegion.categories.Lifestyle).toBe(response.facets.inRegion.amenities["Pets allowed"]);
    expect(response.facets.inRegion.amenities.Korean).toBeUndefined();
  });

  it("falls back to defaults for invalid values instead of failing", async () => {
    const plain = await search(base);
    const odd = await search({
      ...base,
      distance: "far",
      price: "4,1",
      sortBy: "cheapest",
      "match-all": "maybe",
      page: "-3",
      careType: "castles",
      languages: "klingon",
      latLng: "north,south",
    });
    expect(odd.totalItems).toBe(plain.totalItems);
    expect(odd.results.map((result) => result.id)).toEqual(plain.results.map((result) => result.id));
  });
});

describe("sorting and paging", () => {
  it("pages without repeating a provider, and totalPages matches totalItems", async () => {
    const body = { keyword: "Austin, TX", distance: "50" };
    const { ids, first } = await allIds(body);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 20));
    expect(ids).toHaveLength(first.totalItems);
    expect(new Set(ids).size).toBe(ids.length);
    for (const sortBy of ["best-rated", "most-reviews", "best-staff"]) {
      const sorted = await allIds({ ...body, sortBy });
      expect(new Set(sorted.ids).size, sortBy).toBe(first.totalItems);
    }
  });

  it("answers an empty page past the end, with the real totals", async () => {
    const response = await search({ keyword: "Austin, TX", page: "9" });
    expect(response.results).toEqual([]);
    // Within the default 30 miles: Austin's and Round Rock's assisted-living providers.
    expect(response.totalItems).toBe(32);
    expect(response.totalPages).toBe(Math.ceil(response.totalItems / 20));
  });

  it("orders by rating and by review count when asked", async () => {
    const rated = await search({ keyword: "Austin, TX", sortBy: "best-rated" });
    const reviewed = await search({ keyword: "Austin, TX", sortBy: "most-reviews" });
    const counts = reviewed.results.map((result) => result.reviewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(rated.results[0]?.averageRating).toBeGreaterThanOrEqual(rated.results.at(-1)?.averageRating ?? 0);
  });
});

describe("result cards", () => {
  it("carry no price figures until the visitor has asked, only that a price exists", async () => {
    const blurred = await search({ keyword: "Austin, TX" });
    expect(blurred.results.every((result) => result.price === null)).toBe(true);
    expect(blurred.results.some((result) => result.priceHidden)).toBe(true);
    expect(JSON.stringify(blurred.results.map((result) => result.services))).not.toMatch(/"startingPriceCents":\d/);
    const shown = await search({ keyword: "Austin, TX" }, "localhost", INQUIRED);
    expect(shown.results.some((result) => result.price !== null)).toBe(true);
    expect(shown.results.every((result) => !result.priceHidden)).toBe(true);
    // Providers without a price are neither hidden nor priced.
    const unpriced = shown.results.filter((result) => result.price === null);
    for (const result of unpriced)
      expect(blurred.results.find((other) => other.id === result.id)?.priceHidden).toBe(false);
  });

  it("carry price, images, rating from approved reviews only, the active promotion and the page link", async () => {
    const response = await search({ keyword: "Austin, TX", distance: "50", sortBy: "distance" });
    const all = (await allIds({ keyword: "Austin, TX", distance: "50" })).ids;
    expect(all).toContain(100);
    const { results } = await search({ keyword: "78701", distance: "50", lifestyle: "pet-friendly" });
    const provider100 = [...response.results, ...results].find((result) => result.id === 100);
    expect(provider100?.url).toBe("/assisted-living/texas/austin/fixture-provider-100/");
    expect(provider100?.reviewCount).toBe(0);
    const withPromotion = results.find((result) => result.id === 114);
    expect(withPromotion?.promotions.map((promotion) => promotion.externalPromotionText)).toEqual(["First month free"]);
    const expired = results.find((result) => result.id === 110);
    expect(expired?.promotions).toEqual([]);
  });
});
