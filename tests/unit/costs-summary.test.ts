import { describe, expect, it } from "vitest";
import {
  buildCostsSummary,
  costsHeading,
  priceComparison,
  priceDifferencePercent,
  topProvidersCount,
} from "../../domain/geo/costs-summary.ts";
import { en } from "../../domain/i18n/en.ts";

/** A place median that is `percent` away from a $10,000 (1,000,000 cents) other median. */
function against(percent: number) {
  return priceComparison(Math.round(1_000_000 * (1 + percent / 100)), 1_000_000);
}

describe("price comparison wording (spec reviews-and-provider-page §9)", () => {
  it.each([
    [50, "higher than"],
    [5, "higher than"],
    [4.99, "slightly higher than"],
    [2, "slightly higher than"],
    [1.99, "about the same as"],
    [0, "about the same as"],
    [-1.99, "about the same as"],
    [-2, "slightly lower than"],
    [-4.99, "slightly lower than"],
    [-5, "lower than"],
    [-40, "lower than"],
  ])("%s%% reads '%s'", (percent, wording) => {
    expect(against(percent)).toBe(wording);
  });

  it("settles the gaps between bands by rounding the difference to 2 decimals", () => {
    // 4.995% rounds to 5.00; 4.994% to 4.99.
    expect(priceComparison(104_995, 100_000)).toBe("higher than");
    expect(priceComparison(1_049_940, 1_000_000)).toBe("slightly higher than");
    // 1.995% rounds to 2.00; 1.994% to 1.99.
    expect(priceComparison(1_019_950, 1_000_000)).toBe("slightly higher than");
    expect(priceComparison(1_019_940, 1_000_000)).toBe("about the same as");
    expect(priceComparison(980_060, 1_000_000)).toBe("about the same as");
    expect(priceComparison(980_040, 1_000_000)).toBe("slightly lower than");
    expect(priceComparison(950_060, 1_000_000)).toBe("slightly lower than");
    expect(priceComparison(950_040, 1_000_000)).toBe("lower than");
    expect(priceDifferencePercent(450_000, 435_000)).toBe(3.45);
  });
});

describe("top-providers count (spec reviews-and-provider-page §9)", () => {
  it.each([
    [0, null],
    [2, null],
    [3, 3],
    [4, 3],
    [5, 5],
    [9, 5],
    [10, 10],
    [500, 10],
  ])("%s providers name %s", (providers, count) => {
    expect(topProvidersCount(providers)).toBe(count);
  });
});

describe("the summary's sentence", () => {
  const careType = { slug: "assisted-living", label: "Assisted Living" };
  const figures = (medianCents: number) => ({ medianCents, minCents: 1, maxCents: 2, pricedProviders: 3 });

  it("compares a city with its state and the country", () => {
    const summary = buildCostsSummary({
      words: { costs: en.geo.costs, locale: "en-US" },
      careType,
      place: { geoType: "city", placeName: "Austin, TX", stateName: "Texas" },
      figures: figures(450_000),
      providers: 7,
      state: figures(435_000),
      national: figures(480_000),
    });
    expect(summary.sentence).toBe(
      "The median cost of Assisted Living in Austin, TX is $4,500 per month, slightly higher than the Texas median ($4,350) and lower than the national median ($4,800).",
    );
    expect(summary.comparison).toEqual({ state: "slightly higher than", national: "lower than" });
    expect(summary.topProvidersCount).toBe(5);
    expect(costsHeading(summary, en.geo.costs)).toBe("Cost of Assisted Living in Austin, TX");
  });

  it("compares a state with the country only, and the country with nothing", () => {
    const state = buildCostsSummary({
      words: { costs: en.geo.costs, locale: "en-US" },
      careType,
      place: { geoType: "state", placeName: "Texas", stateName: "Texas" },
      figures: figures(435_000),
      providers: 2,
      state: null,
      national: figures(435_500),
    });
    expect(state.sentence).toBe(
      "The median cost of Assisted Living in Texas is $4,350 per month, about the same as the national median ($4,355).",
    );
    expect(state.topProvidersCount).toBeNull();
    const national = buildCostsSummary({
      words: { costs: en.geo.costs, locale: "en-US" },
      careType,
      place: { geoType: "national", placeName: "the United States", stateName: null },
      figures: figures(480_000),
      providers: 12,
      state: null,
      national: null,
    });
    expect(national.sentence).toBe("The median cost of Assisted Living in the United States is $4,800 per month.");
    expect(national.comparison).toEqual({ state: null, national: null });
  });
});
