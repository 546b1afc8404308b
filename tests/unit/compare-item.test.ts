import { describe, expect, it } from "vitest";
import { AMENITY_IDS } from "../../domain/amenities.ts";
import { locationRecord } from "../../domain/providers/location-record.ts";
import { compareItemFromRecord } from "../../ui/compare/compare-item.ts";
import {
  FIXTURE_PLACE,
  providerRecord,
  type RecordOverrides,
  recordService,
  startingAt,
} from "../support/providers.ts";

/**
 * An assisted-living and memory-care community with one key amenity and one the compare view
 * leaves out, as a visitor who may see prices reads it (or, `shown` false, one who may not).
 */
function record(overrides: RecordOverrides, shown = true) {
  const full = providerRecord({
    id: 7,
    name: "Maple Court",
    minimumCost: { costCents: 310_000 },
    services: [
      recordService("assisted_living_facilities", startingAt(450_000)),
      recordService("alzheimers_care_facilities", startingAt(610_000)),
    ],
    amenities: [
      { amenityId: AMENITY_IDS.pets, amenityName: "Pets", amenityCategoryId: 1, amenityCategoryName: "Lifestyle" },
      { amenityId: 99_999, amenityName: "Chapel", amenityCategoryId: 1, amenityCategoryName: "Other" },
    ],
    ...overrides,
  });
  return locationRecord(full, shown);
}

/** Where the record stands. */
const AUSTIN = { latitude: FIXTURE_PLACE.latitude, longitude: FIXTURE_PLACE.longitude };

describe("a community loaded by id, as the compare modal shows it", () => {
  it("is priced for the searched care type, with its care types, key amenities and distance", () => {
    const item = compareItemFromRecord(record({}), {
      careTypeId: "alzheimers_care_facilities",
      origin: { latitude: AUSTIN.latitude + 0.1, longitude: AUSTIN.longitude },
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
    const context = { careTypeId: "nursing_homes", origin: null };
    expect(compareItemFromRecord(record({}), context)).toMatchObject({ price: 310_000, distance: null });
    expect(compareItemFromRecord(record({ minimumCost: null }), context)).toMatchObject({
      price: null,
      priceHidden: false,
    });
  });

  it("has no figure from a record the server blurred, and says there is one where there was", () => {
    const searched = { careTypeId: "assisted_living_facilities", origin: AUSTIN };
    expect(compareItemFromRecord(record({}, false), searched)).toMatchObject({
      price: null,
      priceHidden: true,
      distance: 0,
    });
    // The lowest price stands in when the searched type is not offered; blurred just the same.
    const other = { careTypeId: "nursing_homes", origin: null };
    expect(compareItemFromRecord(record({}, false), other)).toMatchObject({ price: null, priceHidden: true });
    // Nothing priced: nothing to blur.
    const unpriced = record({ minimumCost: null, services: [recordService("assisted_living_facilities")] }, false);
    expect(compareItemFromRecord(unpriced, searched)).toMatchObject({ price: null, priceHidden: false });
    expect(compareItemFromRecord(record({ minimumCost: null, services: [] }, false), other)).toMatchObject({
      price: null,
      priceHidden: false,
    });
  });
});
