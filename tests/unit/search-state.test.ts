import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCHABLE_CARE_TYPES } from "../../domain/care-types.ts";
import { parseSearchCriteria, searchCriteriaToParams } from "../../domain/search/search-criteria.ts";
import { FILTER_FAMILIES, RATING_FILTERS, SORTS } from "../../domain/search/search-filters.ts";

describe("search state in the URL", () => {
  it("reads the spec's defaults from an empty query, and writes them back as nothing but the care type", () => {
    const criteria = parseSearchCriteria(new URLSearchParams());
    expect(criteria).toMatchObject({
      keyword: "",
      careType: { slug: "assisted-living" },
      page: 1,
      sortBy: "distance",
      distanceMiles: 30,
      price: [1, 4],
      matchAll: true,
      ongoingPromotion: false,
      minRating: null,
      medicareRating: null,
      filters: {},
    });
    expect(searchCriteriaToParams(criteria).toString()).toBe("careType=assisted-living");
  });

  it("falls back to each default for an invalid value, and drops unknown filter values", () => {
    const criteria = parseSearchCriteria(
      new URLSearchParams(
        "page=0&sortBy=cheap&distance=-4&price=3,2&match-all=perhaps&languages=spanish,klingon&careType=castle",
      ),
    );
    expect(criteria).toMatchObject({ page: 1, sortBy: "distance", distanceMiles: 30, price: [1, 4], matchAll: true });
    expect(criteria.careType.slug).toBe("assisted-living");
    expect(criteria.filters).toEqual({ languages: ["spanish"] });
  });

  it("reads repeated list parameters, as a GET form with checkboxes sends them", () => {
    const criteria = parseSearchCriteria(new URLSearchParams("languages=spanish&languages=french&reviews=4-plus"));
    expect(criteria.filters).toEqual({ languages: ["spanish", "french"] });
    expect(criteria.minRating).toBe(4);
  });

  it("reads the Medicare star filter as 1 to 5 stars, and no filter for anything else", () => {
    const stars = (value: string) =>
      parseSearchCriteria(new URLSearchParams({ "medicare-rating": value })).medicareRating;
    expect(stars("4")).toBe(4);
    expect(stars(" 5 ")).toBe(5);
    for (const bad of ["0", "6", "3.5", "four", ""]) expect(stars(bad)).toBeNull();
    const criteria = parseSearchCriteria(
      new URLSearchParams("careType=nursing-homes&medicare-rating=3&sortBy=medicare-rating"),
    );
    expect(searchCriteriaToParams(criteria).toString()).toBe(
      "careType=nursing-homes&sortBy=medicare-rating&medicare-rating=3",
    );
  });

  it("removes the page parameter on page 1", () => {
    const criteria = parseSearchCriteria(new URLSearchParams("keyword=Austin&page=3"));
    expect(searchCriteriaToParams(criteria).get("page")).toBe("3");
    expect(searchCriteriaToParams({ ...criteria, page: 1 }).has("page")).toBe(false);
  });

  it("reads back exactly what it writes", () => {
    const familyValues = fc.record(
      Object.fromEntries(
        FILTER_FAMILIES.map((family) => [family.parameter, fc.subarray(family.values.map((value) => value.value))]),
      ),
    );
    fc.assert(
      fc.property(
        fc.record({
          keyword: fc.string({ maxLength: 30 }).map((text) => text.trim()),
          careType: fc.constantFrom(...SEARCHABLE_CARE_TYPES),
          page: fc.integer({ min: 1, max: 50 }),
          sortBy: fc.constantFrom(...SORTS.map((sort) => sort.value)),
          distanceMiles: fc.constantFrom(10, 20, 30, 40, 50),
          price: fc.constantFrom([1, 2] as const, [1, 4] as const, [2, 4] as const, [3, 4] as const),
          matchAll: fc.boolean(),
          ongoingPromotion: fc.boolean(),
          reviews: fc.subarray(RATING_FILTERS.map((rating) => rating.value)),
          medicareRating: fc.constantFrom(null, 1, 2, 3, 4, 5),
          filters: familyValues,
        }),
        (input) => {
          const filters = Object.fromEntries(Object.entries(input.filters).filter(([, values]) => values.length > 0));
          const minimums = RATING_FILTERS.filter((rating) => input.reviews.includes(rating.value)).map(
            (r) => r.minimum,
          );
          const criteria = {
            ...input,
            latLng: null,
            filters,
            minRating: minimums.length ? Math.min(...minimums) : null,
          };
          expect(parseSearchCriteria(searchCriteriaToParams(criteria))).toEqual(criteria);
        },
      ),
    );
  });
});
