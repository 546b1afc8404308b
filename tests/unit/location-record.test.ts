/**
 * A provider record as a visitor reads it (domain/providers/location-record.ts, spec
 * search-and-compare §6): every figure while prices show, none while they are blurred, and
 * where there was one.
 */
import { describe, expect, it } from "vitest";
import { locationRecord, locationRecordSchema } from "../../domain/providers/location-record.ts";
import { providerRecord, recordService, startingAt } from "../support/providers.ts";

const PLAN = {
  title: "One bedroom",
  description: "",
  startingPriceCents: 520_000,
  bedCount: 1,
  bathroomCount: 1,
  squareFeetSize: 600,
  features: [],
  images: [],
};

const PRICED = providerRecord({
  minimumCost: { costCents: 450_000 },
  maximumCost: { costCents: 700_000 },
  services: [
    recordService("assisted_living_facilities", {
      id: 1,
      costs: { startingPriceCents: 450_000, maxPriceCents: 700_000 },
      roomTypeCosts: [{ roomType: "studio", startingPriceCents: 480_000 }],
      accommodations: [PLAN],
    }),
    recordService("alzheimers_care_facilities", { id: 2, ...startingAt(null) }),
  ],
  faqs: [
    { question: "How much does Maple Court cost?", answer: "Prices start at $4,500 per month." },
    { question: "Are pets allowed?", answer: "Yes." },
  ],
});

describe("a provider record as a visitor reads it", () => {
  it("keeps every figure for a visitor who may see prices", () => {
    const shown = locationRecord(PRICED, true);
    expect(locationRecordSchema.parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({ minimumCost: { costCents: 450_000 }, priceHidden: false, faqs: PRICED.faqs });
    expect(shown.services).toEqual(PRICED.services.map((service) => ({ ...service, priceHidden: false })));
  });

  it("leaves every figure out while prices are blurred, and says which service had one", () => {
    const blurred = locationRecord(PRICED, false);
    expect(locationRecordSchema.parse(blurred)).toEqual(blurred);
    expect(JSON.stringify(blurred)).not.toMatch(/450000|480000|520000|700000|\$4,500/);
    expect(blurred).toMatchObject({ minimumCost: null, maximumCost: null, priceHidden: true });
    expect(blurred.faqs).toEqual([{ question: "Are pets allowed?", answer: "Yes." }]);
    expect(blurred.services.map((service) => [service.id, service.priceHidden, service.costs])).toEqual([
      [1, true, { startingPriceCents: null, maxPriceCents: null }],
      [2, false, { startingPriceCents: null, maxPriceCents: null }],
    ]);
    expect(blurred.services[0]?.roomTypeCosts).toEqual([]);
    expect(blurred.services[0]?.accommodations).toEqual([{ ...PLAN, startingPriceCents: null }]);
    // Everything else is the record as it was.
    const rest = ({ services, faqs, minimumCost, maximumCost, ...others }: typeof PRICED) => others;
    const { priceHidden, ...blurredRecord } = blurred;
    expect(rest(blurredRecord)).toEqual(rest(PRICED));
  });

  it("has nothing to hide for a provider without prices", () => {
    const unpriced = providerRecord({ services: [recordService("assisted_living_facilities")] });
    const blurred = locationRecord(unpriced, false);
    expect(blurred.priceHidden).toBe(false);
    expect(blurred.services.every((service) => !service.priceHidden)).toBe(true);
  });
});
