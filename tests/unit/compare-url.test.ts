import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepCompareParams, parseCompareState, writeCompareState } from "../../domain/compare/compare-url.ts";
import { parseSearchCriteria, searchCriteriaToParams } from "../../domain/search/search-criteria.ts";

const query = (text: string) => new URLSearchParams(text);

describe("the compare state in the URL", () => {
  it("reads selectedCommunities and isModalOpen (spec §2.1)", () => {
    expect(parseCompareState(query("selectedCommunities=12,7,30&isModalOpen=true"), 4)).toEqual({
      selected: [12, 7, 30],
      modalOpen: true,
    });
    expect(parseCompareState(query("selectedCommunities=12%2C7&isModalOpen=false"), 4)).toEqual({
      selected: [12, 7],
      modalOpen: false,
    });
    expect(parseCompareState(query(""), 4)).toEqual({ selected: [], modalOpen: false });
  });

  it("opens the modal only when a selection is present (§4)", () => {
    expect(parseCompareState(query("isModalOpen=true"), 4).modalOpen).toBe(false);
    expect(parseCompareState(query("selectedCommunities=&isModalOpen=true"), 4).modalOpen).toBe(false);
  });

  it("drops what is not a provider id, repeats, and ids past the brand's limit", () => {
    expect(parseCompareState(query("selectedCommunities=4,x,-2,0,4,1.5,%20 9 ,8,7,6"), 4).selected).toEqual([
      4, 9, 8, 7,
    ]);
    expect(parseCompareState(query("selectedCommunities=1,2,3,4"), 3).selected).toEqual([1, 2, 3]);
  });

  it("writes the state beside the other parameters, leaving empty values out", () => {
    const search = "?keyword=Austin%2C+TX&careType=assisted-living&page=2";
    expect(writeCompareState(search, { selected: [3, 1], modalOpen: true })).toBe(
      "keyword=Austin%2C+TX&careType=assisted-living&page=2&selectedCommunities=3%2C1&isModalOpen=true",
    );
    expect(
      writeCompareState(`${search}&selectedCommunities=3&isModalOpen=true`, { selected: [], modalOpen: true }),
    ).toBe("keyword=Austin%2C+TX&careType=assisted-living&page=2");
    expect(writeCompareState(search, { selected: [3], modalOpen: false })).toBe(
      "keyword=Austin%2C+TX&careType=assisted-living&page=2&selectedCommunities=3",
    );
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 40 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (selected, modalOpen) => {
          const written = writeCompareState("careType=assisted-living", { selected, modalOpen });
          expect(parseCompareState(query(written), 4)).toEqual({ selected, modalOpen });
        },
      ),
    );
  });

  it("stays out of the search criteria, and a criteria change carries it over", () => {
    const url = "keyword=Austin%2C+TX&careType=assisted-living&selectedCommunities=3%2C1&isModalOpen=true";
    const criteria = parseSearchCriteria(query(url));
    expect(searchCriteriaToParams(criteria).toString()).toBe("keyword=Austin%2C+TX&careType=assisted-living");
    const nextPage = searchCriteriaToParams({ ...criteria, page: 3 }).toString();
    expect(keepCompareParams(nextPage, `?${url}`)).toBe(
      "keyword=Austin%2C+TX&careType=assisted-living&page=3&selectedCommunities=3%2C1&isModalOpen=true",
    );
    expect(keepCompareParams(nextPage, "?keyword=x")).toBe(nextPage);
  });
});
