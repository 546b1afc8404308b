/**
 * The provider page banner's rules: the title with city and state for home care, the award
 * badge years, the order and labels of the rating categories, and sharing with its toasts.
 */
import { describe, expect, it, vi } from "vitest";
import { badgeYears, countedHomeCarePulseBadges } from "../../domain/awards/awards.ts";
import { en } from "../../domain/i18n/en.ts";
import { providerTitle } from "../../domain/providers/provider-title.ts";
import { ratingCategories } from "../../domain/reviews/rating-categories.ts";
import { sharePage, shareToasts } from "../../ui/provider/share-page.ts";

const SHARE_TOASTS = shareToasts(en.provider.shareToasts);

const place = {
  name: "Wrenholt",
  city: { name: "Austin", urlName: "austin" },
  state: { code: "TX", name: "Texas", urlName: "texas" },
};

describe("the provider page title", () => {
  it("adds the city and state code for 'Home Care' and 'Home Health Agencies' only", () => {
    expect(providerTitle({ ...place, tags: ["Home Care"] })).toBe("Wrenholt, Austin, TX");
    expect(providerTitle({ ...place, tags: ["Assisted Living", "Home Health Agencies"] })).toBe("Wrenholt, Austin, TX");
    expect(providerTitle({ ...place, tags: ["Assisted Living"] })).toBe("Wrenholt");
    expect(providerTitle({ ...place, tags: [] })).toBe("Wrenholt");
  });
});

describe("award badges", () => {
  it("shows the newest 3 years, then up to 7 more", () => {
    expect(badgeYears([2024, 2026, 2025])).toEqual({ shown: [2026, 2025, 2024], more: [] });
    expect(badgeYears([2020, 2021, 2022, 2023, 2024])).toEqual({ shown: [2024, 2023, 2022], more: [2021, 2020] });
    const twelve = Array.from({ length: 12 }, (_, index) => 2010 + index);
    const years = badgeYears(twelve);
    expect(years.shown).toEqual([2021, 2020, 2019]);
    expect(years.more).toEqual([2018, 2017, 2016, 2015, 2014, 2013, 2012]);
    expect(badgeYears([2025, 2025])).toEqual({ shown: [2025], more: [] });
  });

  it("counts the 2025 Home Care Pulse badges only, in the spec's order", () => {
    expect(
      countedHomeCarePulseBadges([
        { name: "Leader in Experience", year: 2025 },
        { name: "Provider of Choice", year: 2025 },
        { name: "Employer of Choice", year: 2024 },
        { name: "Something Else", year: 2025 },
      ]),
    ).toEqual(["Provider of Choice", "Leader in Experience"]);
    expect(countedHomeCarePulseBadges([])).toEqual([]);
  });
});

describe("rating categories", () => {
  it("lists Facility, Staff, Food, Activities, Value in that order, leaving out unrated ones", () => {
    const all = ratingCategories(
      { staff: 4, activities: 3.5, food: 2, facilities: 4.8, value: 1 },
      en.reviews.section.categories,
    );
    expect(all.map((category) => [category.label, category.rating])).toEqual([
      ["Facility", 4.8],
      ["Staff", 4],
      ["Food", 2],
      ["Activities", 3.5],
      ["Value", 1],
    ]);
    const some = ratingCategories(
      { staff: 4, activities: null, food: null, facilities: null, value: 3 },
      en.reviews.section.categories,
    );
    expect(some.map((category) => category.label)).toEqual(["Staff", "Value"]);
  });
});

describe("sharing a page", () => {
  const data = { title: "Wrenholt", url: "https://carefind.com/in-home-care/texas/austin/wrenholt/" };

  it("uses the share sheet when there is one, and takes a cancel as nothing to report", async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage({ share, clipboard: { writeText } }, data)).toBe("shared");
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
    const cancel = vi.fn(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    expect(await sharePage({ share: cancel }, data)).toBe("cancelled");
  });

  it("rethrows any other failure of the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    await expect(sharePage({ share }, data)).rejects.toThrow("Not allowed");
  });

  it("copies the address without a share sheet, or says copying is not supported", async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage({ clipboard: { writeText } }, data)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(data.url);
    const refused = vi.fn(async () => {
      throw new Error("denied");
    });
    expect(await sharePage({ clipboard: { writeText: refused } }, data)).toBe("copyFailed");
    expect(await sharePage({}, data)).toBe("copyFailed");
    expect(SHARE_TOASTS.copied).toEqual({
      kind: "success",
      message: "Copied the link to this page!",
      durationMs: 3000,
    });
    expect(SHARE_TOASTS.copyFailed).toEqual({
      kind: "error",
      message: "Sorry! This browser does not support copying to the clipboard",
      durationMs: 3000,
    });
  });
});
