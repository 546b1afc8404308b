import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { parseSearchCriteria, searchCriteriaToParams } from "../../domain/search/search-criteria.ts";
import { FILTER_FAMILIES } from "../../domain/search/search-filters.ts";
import {
  activeFilterCount,
  chosenRating,
  clearedCriteria,
  type Facets,
  familyCategory,
  familyView,
  familyWords,
  hiddenFields,
  movePriceThumb,
  priceBandMeaning,
  priceRangeChoices,
  sliderDistance,
  withFilterValue,
  withRating,
} from "../../ui/search/filters/filter-panel-rules.ts";

function family(parameter: string) {
  const found = FILTER_FAMILIES.find((candidate) => candidate.parameter === parameter);
  if (!found) throw new Error(`no family ${parameter}`);
  return found;
}

const facets: Facets = {
  inRegion: {
    amenities: { English: 10, Spanish: 4, "Pets allowed": 3 },
    categories: { Languages: 10, Lifestyle: 3 },
  },
  nearby: {
    amenities: { Spanish: 2, Korean: 1, "Pets allowed": 1 },
    categories: { Languages: 2, Lifestyle: 1 },
  },
};

describe("what the filters are called", () => {
  it("names every family and every value in both languages", () => {
    for (const language of ["en", "es"] as const) {
      const words = messagesFor(language).search;
      for (const family of FILTER_FAMILIES) {
        const names = familyWords(words, family.parameter);
        expect(names?.label, `${language} ${family.parameter}`).toBeTruthy();
        for (const value of family.values) {
          expect(names?.values[value.value], `${language} ${family.parameter}=${value.value}`).toBeTruthy();
        }
      }
    }
  });
});

describe("which filters show, with which counts", () => {
  it("counts an amenity in the searched place and nearby together, and hides values counting zero", () => {
    const view = familyView(family("lifestyle"), facets, []);
    expect(view.visible).toBe(true);
    expect(view.shown).toEqual([{ value: "pet-friendly", count: 4, chosen: false }]);
  });

  it("hides a family whose category counts zero, unless one of its values is chosen (it stays, at 0)", () => {
    expect(familyView(family("dining"), facets, []).visible).toBe(false);
    const chosen = familyView(family("dining"), facets, ["guest-meals"]);
    expect(chosen.visible).toBe(true);
    expect(chosen.shown).toEqual([{ value: "guest-meals", count: 0, chosen: true }]);
  });

  it("shows languages 3 at a time before 'See more', and never hides a chosen one behind it", () => {
    const many: Facets = {
      inRegion: {
        amenities: Object.fromEntries(
          ["English", "Spanish", "Chinese", "Tagalog", "Vietnamese"].map((name) => [name, 2]),
        ),
        categories: { Languages: 2 },
      },
      nearby: { amenities: {}, categories: {} },
    };
    const view = familyView(family("languages"), many, ["vietnamese"]);
    expect(view.shown.map((value) => value.value)).toEqual(["english", "spanish", "chinese", "vietnamese"]);
    expect(view.more.map((value) => value.value)).toEqual(["tagalog"]);
  });

  it("shows every value, uncounted, without facets (no search yet) and for families that are not amenities", () => {
    const languages = familyView(family("languages"), null, []);
    expect(languages.shown).toHaveLength(3);
    expect(languages.more).toHaveLength(11);
    expect(languages.shown[0]?.count).toBeNull();
    const roomTypes = familyView(family("room-type"), facets, []);
    expect(roomTypes.visible).toBe(true);
    expect(roomTypes.shown.map((value) => value.count)).toEqual([null, null, null, null, null]);
  });

  it("knows each amenity family's category, and none for the others", () => {
    expect(familyCategory(family("languages"))).toBe("Languages");
    expect(familyCategory(family("personal-care"))).toBe("Personal Care");
    expect(familyCategory(family("verified"))).toBeNull();
  });
});

describe("the price slider", () => {
  it("keeps its thumbs at least one step apart, moving only the thumb that moved", () => {
    expect(movePriceThumb([1, 4], "low", 4)).toEqual([3, 4]);
    expect(movePriceThumb([1, 2], "high", 1)).toEqual([1, 2]);
    expect(movePriceThumb([2, 4], "low", 1)).toEqual([1, 4]);
    expect(movePriceThumb([1, 3], "high", 9)).toEqual([1, 4]);
  });

  it("always gives a valid range from any range and any move", () => {
    const range = fc
      .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }))
      .map(([low, gap]) => [low, Math.min(4, low + gap)] as const);
    fc.assert(
      fc.property(
        range,
        fc.constantFrom("low" as const, "high" as const),
        fc.integer({ min: -5, max: 9 }),
        (start, thumb, value) => {
          const [low, high] = movePriceThumb(start, thumb, value);
          expect(low).toBeGreaterThanOrEqual(1);
          expect(high).toBeLessThanOrEqual(4);
          expect(high - low).toBeGreaterThanOrEqual(1);
          expect(thumb === "low" ? high : low).toBe(thumb === "low" ? start[1] : start[0]);
        },
      ),
    );
  });

  it("says what each band means, from the band ceilings", () => {
    expect([1, 2, 3, 4].map((band) => priceBandMeaning(band, messagesFor("en").search.filters))).toEqual([
      "under $3,000 a month",
      "$3,000 to $4,999 a month",
      "$5,000 to $6,999 a month",
      "$7,000 a month or more",
    ]);
  });

  it("offers every valid range to the form without JavaScript, each of which the URL reads back", () => {
    const choices = priceRangeChoices();
    expect(choices).toEqual([
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
    for (const choice of choices) {
      expect(parseSearchCriteria(new URLSearchParams({ price: choice.join(",") })).price).toEqual(choice);
    }
  });
});

describe("the distance slider", () => {
  it("shows any distance as the nearest of 10 to 50 in steps of 10", () => {
    expect([30, 10, 50, 5, 100, 24, 26].map(sliderDistance)).toEqual([30, 10, 50, 10, 50, 20, 30]);
  });
});

describe("changing filters", () => {
  const austin = parseSearchCriteria(
    new URLSearchParams(
      "keyword=Austin, TX&careType=memory-care-facilities&latLng=30.2,-97.7&sortBy=best-rated&distance=20&price=2,3&match-all=false&promotions=ongoing&reviews=4-plus&languages=spanish&lifestyle=pet-friendly&page=3",
    ),
  );

  it("ticks and unticks a value in the family's own order, dropping an empty family", () => {
    const added = withFilterValue(austin, family("languages"), "english", true);
    expect(added.filters.languages).toEqual(["english", "spanish"]);
    const removed = withFilterValue(austin, family("lifestyle"), "pet-friendly", false);
    expect(removed.filters).toEqual({ languages: ["spanish"] });
  });

  it("chooses one rating, or none", () => {
    expect(chosenRating(austin)).toBe("4-plus");
    expect(withRating(austin, "3-plus")).toMatchObject({ reviews: ["3-plus"], minRating: 3 });
    expect(withRating(austin, "")).toMatchObject({ reviews: [], minRating: null });
  });

  it("clears every filter and the sort, and keeps the keyword, its place and the care type (spec §4)", () => {
    expect(activeFilterCount(austin)).toBe(6);
    const cleared = clearedCriteria(austin);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(searchCriteriaToParams(cleared).toString()).toBe(
      "keyword=Austin%2C+TX&careType=memory-care-facilities&latLng=30.2%2C-97.7",
    );
  });

  it("carries the keyword, care type, place and sort in hidden fields, and nothing it sets itself", () => {
    expect(hiddenFields(austin, ["keyword", "careType", "latLng", "sortBy"])).toEqual([
      ["keyword", "Austin, TX"],
      ["careType", "memory-care-facilities"],
      ["latLng", "30.2,-97.7"],
      ["sortBy", "best-rated"],
    ]);
  });
});
