import { describe, expect, it } from "vitest";
import { AMENITY_IDS } from "../../domain/amenities.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { compareItemFromRecord } from "../../ui/compare/compare-item.ts";

function service(careTypeId: string, label: string, cents: number | null): ProviderRecord["services"][number] {
  return {
    id: 1,
    legacyResourceId: null,
    careType: { id: careTypeId, slug: careTypeId, label, rollUpType: "senior-living" },
    category: { name: label, description: "" },
    license: null,
    costs: { startingPriceCents: cents, maxPriceCents: null },
    contract: { type: null, isSuppressed: false },
    isClaimed: false,
    roomTypeCosts: [],
    accommodations: [],
  };
}

/**
 * The fields the compare views read. A record has many more (Medicare, FAQs, floor plans)
 * that the shaping never reads, hence the cast.
 */
function record(overrides: Partial<ProviderRecord>): ProviderRecord {
  return {
    id: 7,
    name: "Maple Court",
    url: "/assisted-living/texas/austin/maple-court/",
    address: {
      street: "1 Main St",
      city: "Austin",
      county: "Travis",
      state: "TX",
      stateName: "Texas",
      zipCode: "78701",
      formattedAddress: "1 Main St, Austin, TX 78701",
      latitude: 30.26715,
      longitude: -97.74306,
    },
    photos: [],
    averageRating: 4.2,
    reviewCount: 3,
    minimumCost: { costCents: 310_000 },
    services: [
      service("assisted_living_facilities", "Assisted Living", 450_000),
      service("alzheimers_care_facilities", "Memory Care", 610_000),
    ],
    amenities: [
      { amenityId: AMENITY_IDS.pets, amenityName: "Pets", amenityCategoryId: 1, amenityCategoryName: "Lifestyle" },
      { amenityId: 99_999, amenityName: "Chapel", amenityCategoryId: 1, amenityCategoryName: "Other" },
    ],
    ...overrides,
  } as ProviderRecord;
}

const AUSTIN = { latitude: 30.26715, longitude: -97.74306 };

describe("a community loaded by id, as the compare modal shows it", () => {
  it("is priced for the searched care type, with its care types, key amenities and distance", () => {
    const item = compareItemFromRecord(record({}), {
      careTypeId: "alzheimers_care_facilities",
      origin: { latitude: AUSTIN.latitude + 0.1, longitude: AUSTIN.longitude },
      pricesHidden: false,
    });
    expect(item).toMatchObject({
      id: 7,
      name: "Maple Court",
      price: 610_000,
      priceHidden: false,
      careTypes: ["Assisted Living", "Memory Care"],
      amenities: ["Pet Friendly"],
      distance: 6.9,
    });
    expect(item.image).toMatch(/^\/images\/placeholders\//);
  });

  it("falls back to the lowest price when the searched type is not offered, and to none", () => {
    const context = { careTypeId: "nursing_homes", origin: null, pricesHidden: false };
    expect(compareItemFromRecord(record({}), context)).toMatchObject({ price: 310_000, distance: null });
    expect(compareItemFromRecord(record({ minimumCost: null }), context)).toMatchObject({
      price: null,
      priceHidden: false,
    });
  });

  it("never carries the figure while prices are blurred, and says there is one", () => {
    const hidden = { careTypeId: "assisted_living_facilities", origin: AUSTIN, pricesHidden: true };
    expect(compareItemFromRecord(record({}), hidden)).toMatchObject({ price: null, priceHidden: true, distance: 0 });
    expect(compareItemFromRecord(record({ minimumCost: null, services: [] }), hidden)).toMatchObject({
      price: null,
      priceHidden: false,
    });
  });
});
