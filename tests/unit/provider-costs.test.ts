/**
 * The rules of the provider page's costs block, offering list, accommodations and amenities
 * (spec reviews-and-provider-page §4, §9; lead-capture-and-chrome §4, §5, §9): which room
 * types show, which care types get a tab, 3 accommodations before the toggle, how amenities
 * group and which are badges.
 */
import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import { locationRecord } from "../../domain/providers/location-record.ts";
import { careTypePrices, isCostsHash, roomTypeLabel } from "../../ui/provider/costs.ts";
import {
  ACCOMMODATIONS_SHOWN,
  accommodationItems,
  amenityBadges,
  groupAmenities,
  needsToggle,
  shownItems,
} from "../../ui/provider/offerings.ts";
import { providerRecord, recordService, startingAt } from "../support/providers.ts";

function plan(title: string) {
  return {
    title,
    description: "",
    startingPriceCents: 450_000,
    bedCount: 1,
    bathroomCount: 1,
    squareFeetSize: 540,
    features: ["Kitchenette"],
    images: [],
  };
}

function amenity(amenityId: number, amenityName: string, amenityCategoryName: string) {
  return { amenityId, amenityName, amenityCategoryId: amenityCategoryName.length, amenityCategoryName };
}

describe("pricing tabs", () => {
  it("shows only room types above 10,000 cents, cheapest first, with their words", () => {
    const record = providerRecord({
      services: [
        recordService("assisted_living_facilities", {
          ...startingAt(350_000),
          roomTypeCosts: [
            { roomType: "2-bedroom", startingPriceCents: 600_000 },
            { roomType: "studio", startingPriceCents: 10_000 },
            { roomType: "1-bedroom", startingPriceCents: 10_001 },
            { roomType: "respite", startingPriceCents: 9_999 },
          ],
        }),
      ],
    });
    const [tab] = careTypePrices(locationRecord(record, true).services);
    expect(tab?.roomTypes).toEqual([
      { roomType: "1-bedroom", label: "1 Bedroom", startingPriceCents: 10_001 },
      { roomType: "2-bedroom", label: "2 Bedrooms", startingPriceCents: 600_000 },
    ]);
    expect(roomTypeLabel("semi-private")).toBe("Semi-Private Room");
  });

  it("gives a tab to each care type with a starting price, and none when no service has one", () => {
    const record = providerRecord({
      services: [
        recordService("assisted_living_facilities", startingAt(350_000)),
        recordService("alzheimers_care_facilities", startingAt(null)),
        recordService("independent_living", startingAt(250_000)),
      ],
    });
    const tabs = careTypePrices(locationRecord(record, true).services);
    expect(tabs.map((tab) => [tab.label, tab.startingPriceCents])).toEqual([
      ["Assisted Living", 350_000],
      ["Independent Living", 250_000],
    ]);
    const unpriced = providerRecord({ services: [recordService("assisted_living_facilities", startingAt(null))] });
    expect(careTypePrices(locationRecord(unpriced, true).services)).toEqual([]);
  });

  it("keeps the tabs of a blurred record but no figure in them", () => {
    const record = providerRecord({
      services: [
        recordService("assisted_living_facilities", {
          ...startingAt(350_000),
          roomTypeCosts: [{ roomType: "studio", startingPriceCents: 400_000 }],
        }),
      ],
    });
    const tabs = careTypePrices(locationRecord(record, false).services);
    expect(tabs).toEqual([
      { careTypeId: "assisted_living_facilities", label: "Assisted Living", startingPriceCents: null, roomTypes: [] },
    ]);
  });

  it("knows a costs hash", () => {
    expect(isCostsHash("#provider-costs-12")).toBe(true);
    expect(isCostsHash("#provider-comparison-12")).toBe(false);
    expect(isCostsHash("")).toBe(false);
  });
});

describe("collapsible lists", () => {
  it("shows 3 accommodations, then all of them, and needs no toggle for 3 or fewer", () => {
    const plans = ["A", "B", "C", "D", "E"];
    expect(ACCOMMODATIONS_SHOWN).toBe(3);
    expect(shownItems(plans, false, ACCOMMODATIONS_SHOWN)).toEqual(["A", "B", "C"]);
    expect(shownItems(plans, true, ACCOMMODATIONS_SHOWN)).toEqual(plans);
    expect(needsToggle(plans, ACCOMMODATIONS_SHOWN)).toBe(true);
    expect(needsToggle(plans.slice(0, 3), ACCOMMODATIONS_SHOWN)).toBe(false);
  });

  it("lists every service's accommodations with its care type, without prices when blurred", () => {
    const record = providerRecord({
      services: [
        recordService("assisted_living_facilities", { ...startingAt(350_000), accommodations: [plan("Studio A")] }),
        recordService("alzheimers_care_facilities", { ...startingAt(500_000), accommodations: [plan("Suite M")] }),
      ],
    });
    const shown = accommodationItems(locationRecord(record, true).services);
    expect(shown.map((item) => [item.title, item.careTypeLabel, item.startingPriceCents])).toEqual([
      ["Studio A", "Assisted Living", 450_000],
      ["Suite M", "Memory Care", 450_000],
    ]);
    const blurred = accommodationItems(locationRecord(record, false).services);
    expect(blurred.map((item) => item.startingPriceCents)).toEqual([null, null]);
    expect(blurred[0]).toMatchObject({ bedCount: 1, bathroomCount: 1, squareFeetSize: 540, features: ["Kitchenette"] });
  });
});

describe("amenities", () => {
  it("groups amenities by category, both sorted by name, each listed once", () => {
    const groups = groupAmenities(
      [
        amenity(251, "Pool", "Features"),
        amenity(302, "Spanish", "Languages"),
        amenity(98, "Pets allowed", "Features"),
        amenity(251, "Pool", "Features"),
      ],
      {},
      "en",
    );
    expect(groups).toEqual([
      { category: "Features", names: ["Pets allowed", "Pool"] },
      { category: "Languages", names: ["Spanish"] },
    ]);
  });

  it("makes badges of amenities 2, 98, 105 and 122 only, in a fixed order", () => {
    const badges = amenityBadges(
      [
        amenity(122, "Transportation", "Services"),
        amenity(2, "Wheelchair accessible", "Features"),
        amenity(251, "Pool", "Features"),
        amenity(105, "Internet", "Technology"),
        amenity(98, "Pets allowed", "Features"),
      ],
      en.provider.offerings.badges,
    );
    expect(badges.map((badge) => [badge.amenityId, badge.label])).toEqual([
      [105, "Wi-Fi"],
      [98, "Pet Friendly"],
      [2, "Mobility Assistance"],
      [122, "Transportation Services"],
    ]);
    expect(amenityBadges([amenity(251, "Pool", "Features")], en.provider.offerings.badges)).toEqual([]);
  });
});
