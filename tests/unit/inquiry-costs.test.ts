import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { formatDollars } from "../../domain/money.ts";
import { byCategoryName, comparisonAnchor, costsAnchor, costsDialogTarget } from "../../ui/provider/costs.ts";
import { providerRecord, recordService, startingAt } from "../support/providers.ts";

describe("money", () => {
  it("shows cents as whole dollars", () => {
    expect(formatDollars(590_000)).toBe("$5,900");
    expect(formatDollars(1_234_567)).toBe("$12,346");
    expect(formatDollars(100)).toBe("$1");
  });

  it("says a starting price per month", () => {
    const en = messagesFor("en");
    expect(en.provider.prices.startingAt(formatDollars(590_000))).toBe("Starting at $5,900/month");
    expect(en.inquiry.costs.unavailable).toBe("Pricing unavailable from this provider");
    expect(messagesFor("es").provider.prices.startingAt(formatDollars(590_000, "es-US"))).toBe("Desde $5,900 al mes");
  });
});

describe("the costs dialog's order and target", () => {
  it("lists services by category name", () => {
    const sorted = byCategoryName([
      recordService("alzheimers_care_facilities"),
      recordService("assisted_living_facilities"),
      recordService("independent_living"),
    ]);
    expect(sorted.map((entry) => entry.category.name)).toEqual([
      "Assisted Living",
      "Independent Living",
      "Memory Care",
    ]);
  });

  it("goes to the costs section when a service is priced, else to the comparison section", () => {
    const url = "/assisted-living/texas/austin/sunny-acres/";
    const unpriced = recordService("assisted_living_facilities");
    const priced = recordService("alzheimers_care_facilities", startingAt(250_000));
    expect(costsDialogTarget(providerRecord({ id: 7, url, services: [unpriced, priced] }))).toEqual({
      path: url,
      anchor: "provider-costs-7",
    });
    expect(costsDialogTarget(providerRecord({ id: 7, url, services: [unpriced] }))).toEqual({
      path: url,
      anchor: "provider-comparison-7",
    });
    expect(costsDialogTarget(providerRecord({ id: 7, url, services: [] })).anchor).toBe(comparisonAnchor(7));
    expect(costsAnchor(12)).toBe("provider-costs-12");
  });
});
