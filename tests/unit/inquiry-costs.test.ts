import { describe, expect, it } from "vitest";
import { formatDollars } from "../../domain/money.ts";
import {
  byCategoryName,
  comparisonAnchor,
  costsAnchor,
  costsDialogTarget,
  PRICING_UNAVAILABLE,
  startingPriceText,
} from "../../ui/provider/costs.ts";

describe("money", () => {
  it("shows cents as whole dollars", () => {
    expect(formatDollars(590_000)).toBe("$5,900");
    expect(formatDollars(1_234_567)).toBe("$12,346");
    expect(formatDollars(100)).toBe("$1");
  });

  it("says a starting price per month", () => {
    expect(startingPriceText(590_000)).toBe("Starting at $5,900/month");
    expect(PRICING_UNAVAILABLE).toBe("Pricing unavailable from this provider");
  });
});

describe("the costs dialog's order and target", () => {
  const service = (name: string, cents: number | null) => ({
    category: { name },
    costs: { startingPriceCents: cents },
  });

  it("lists services by category name", () => {
    const sorted = byCategoryName([
      service("Memory Care", 1),
      service("Assisted Living", 2),
      service("Independent Living", 3),
    ]);
    expect(sorted.map((entry) => entry.category.name)).toEqual([
      "Assisted Living",
      "Independent Living",
      "Memory Care",
    ]);
  });

  it("goes to the costs section when a service is priced, else to the comparison section", () => {
    const url = "/assisted-living/texas/austin/sunny-acres/";
    expect(costsDialogTarget({ id: 7, url, services: [service("A", null), service("B", 250_000)] })).toEqual({
      path: url,
      anchor: "provider-costs-7",
    });
    expect(costsDialogTarget({ id: 7, url, services: [service("A", null)] })).toEqual({
      path: url,
      anchor: "provider-comparison-7",
    });
    expect(costsDialogTarget({ id: 7, url, services: [] }).anchor).toBe(comparisonAnchor(7));
    expect(costsAnchor(12)).toBe("provider-costs-12");
  });
});
