import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CareType, careTypeBySlug } from "../../domain/care-types.ts";
import {
  defaultListingCareType,
  listingAddressOf,
  listingCareTypes,
  parseProviderListingQuery,
  providerListingHref,
} from "../../domain/providers/nearby-listing.ts";

const PATH = "/assisted-living/texas/austin/sunny-acres/";
const BOTH = ["senior-living", "senior-care"] as const;
const careType = (slug: string) => careTypeBySlug(slug) as CareType;
const assisted = careType("assisted-living");

describe("the provider page listing's address", () => {
  it("reads keyword, care-type, listing-page and display=map", () => {
    expect(
      parseProviderListingQuery(
        { keyword: "  Round Rock, TX ", "care-type": "memory-care-facilities", "listing-page": "3", display: "map" },
        assisted,
        BOTH,
      ),
    ).toEqual({ keyword: "Round Rock, TX", careType: careType("memory-care-facilities"), page: 3, display: "map" });
  });

  it("falls back to the page's care type, page 1 and the list for values that mean nothing", () => {
    for (const query of [
      { "care-type": "no-such-care" },
      { "care-type": "not-sure" },
      { "listing-page": "0" },
      { "listing-page": "2.5" },
      { "listing-page": "two" },
      { display: "globe" },
      {},
    ]) {
      expect(parseProviderListingQuery(query, assisted, BOTH), JSON.stringify(query)).toEqual({
        keyword: "",
        careType: assisted,
        page: 1,
        display: "list",
      });
    }
  });

  it("offers only the brand's care types, and defaults to the page's own when the brand lists it", () => {
    const living = listingCareTypes(["senior-living"]);
    expect(living.every((type) => type.rollUpType === "senior-living")).toBe(true);
    expect(defaultListingCareType("homecare_agencies", ["senior-living"])).toBe(living[0]);
    expect(defaultListingCareType("homecare_agencies", BOTH).slug).toBe("in-home-care");
    expect(parseProviderListingQuery({ "care-type": "in-home-care" }, assisted, ["senior-living"]).careType).toBe(
      assisted,
    );
  });

  it("writes page 1, the page's care type and an empty keyword as nothing, and lands on the section", () => {
    expect(
      providerListingHref(
        PATH,
        { keyword: " ", careTypeSlug: "assisted-living", page: 1, map: false },
        "assisted-living",
      ),
    ).toBe(`${PATH}#provider-listing`);
    expect(
      providerListingHref(
        PATH,
        { keyword: "Austin, TX", careTypeSlug: "hospices", page: 2, map: true },
        "assisted-living",
      ),
    ).toBe(`${PATH}?keyword=Austin%2C+TX&care-type=hospices&listing-page=2&display=map#provider-listing`);
  });

  it("reads back what it writes", () => {
    const slugs = listingCareTypes(BOTH).map((type) => type.slug);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...slugs),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (keyword, slug, page, map) => {
          const href = providerListingHref(PATH, { keyword, careTypeSlug: slug, page, map }, "assisted-living");
          const url = new URL(href, "https://carefind.example");
          expect(url.pathname).toBe(PATH);
          const read = parseProviderListingQuery(Object.fromEntries(url.searchParams), assisted, BOTH);
          expect(listingAddressOf(read)).toEqual({ keyword: keyword.trim(), careTypeSlug: slug, page, map });
        },
      ),
    );
  });
});
