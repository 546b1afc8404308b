import { describe, expect, it } from "vitest";
import {
  disclosedFigures,
  PRICED_PROVIDERS_FOR_A_FIGURE,
  placePricesSentence,
  roundedMedianCents,
} from "../../domain/geo/price-disclosure.ts";
import { en } from "../../domain/i18n/en.ts";

const five = { medianCents: 423_740, minCents: 251_300, maxCents: 731_900, pricedProviders: 5 };

describe("a place's prices to a visitor who does not see prices", () => {
  it("are the median to the nearest $100, with no lowest or highest price", () => {
    expect(disclosedFigures(five, false)).toEqual({
      medianCents: 420_000,
      minCents: null,
      maxCents: null,
      pricedProviders: 5,
    });
    expect(roundedMedianCents(425_000)).toBe(430_000);
    expect(roundedMedianCents(424_999)).toBe(420_000);
  });

  it("are nothing at all while fewer than 3 providers are priced", () => {
    expect(PRICED_PROVIDERS_FOR_A_FIGURE).toBe(3);
    expect(disclosedFigures({ ...five, pricedProviders: 1, minCents: 423_740, maxCents: 423_740 }, false)).toBeNull();
    expect(disclosedFigures({ ...five, pricedProviders: 2 }, false)).toBeNull();
    expect(disclosedFigures({ ...five, pricedProviders: 3 }, false)?.medianCents).toBe(420_000);
    expect(disclosedFigures(null, false)).toBeNull();
  });

  it("are the exact figures once prices show, one provider or many", () => {
    expect(disclosedFigures(five, true)).toEqual(five);
    const one = { medianCents: 423_740, minCents: 423_740, maxCents: 423_740, pricedProviders: 1 };
    expect(disclosedFigures(one, true)).toEqual(one);
  });

  it("read as a range, one price, or the rounded median", () => {
    expect(placePricesSentence(five, en.geo.prices)).toBe("Starting prices run from $2,513 to $7,319 per month.");
    expect(placePricesSentence({ ...five, minCents: 251_300, maxCents: 251_300 }, en.geo.prices)).toBe(
      "Starting prices run from $2,513 per month.",
    );
    expect(placePricesSentence(disclosedFigures(five, false) ?? five, en.geo.prices)).toBe(
      "The median starting price is about $4,200 per month.",
    );
  });
});
