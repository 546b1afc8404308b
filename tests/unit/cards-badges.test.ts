import { describe, expect, it } from "vitest";
import { careTypeBySlug } from "../../domain/care-types.ts";
import { inquiry } from "../../domain/i18n/en/en-inquiry.ts";
import { promotionDaysLeft } from "../../domain/promotions.ts";
import {
  caringStarsYears,
  daysLeftText,
  homeCarePulseBadges,
  PROMOTION_LABEL,
  shownAwardYears,
} from "../../ui/search/cards/card-badges.ts";
import { cardInquiryIdPrefix, cardInquiryTitle, inquiryCareType } from "../../ui/search/cards/card-inquiry.ts";
import { resultService, searchResultProvider } from "../support/providers.ts";

const caringStars = (...years: number[]) => years.map((year) => ({ name: "Caring Stars", year }));

describe("award badges", () => {
  it("lists Caring Stars years newest first, each once", () => {
    expect(
      caringStarsYears([...caringStars(2023, 2025, 2024, 2025), { name: "Provider of Choice", year: 2025 }]),
    ).toEqual([2025, 2024, 2023]);
  });

  it("shows 3 years, then up to 10 when expanded, with '+N more' counting what expanding adds", () => {
    const years = Array.from({ length: 12 }, (_, index) => 2025 - index);
    expect(shownAwardYears(years, false)).toEqual({ shown: [2025, 2024, 2023], more: 7 });
    expect(shownAwardYears(years, true).shown).toEqual(years.slice(0, 10));
    expect(shownAwardYears(years.slice(0, 5), false).more).toBe(2);
    expect(shownAwardYears(years.slice(0, 3), false)).toEqual({ shown: [2025, 2024, 2023], more: 0 });
    expect(shownAwardYears([], false)).toEqual({ shown: [], more: 0 });
  });

  it("names the Home Care Pulse badges of 2025 only", () => {
    const awards = [
      ...caringStars(2025),
      { name: "Provider of Choice", year: 2025 },
      { name: "Home Care Pulse Certified", year: 2025 },
      { name: "Employer of Choice", year: 2024 },
      { name: "Provider of Choice", year: 2025 },
    ];
    expect(homeCarePulseBadges(awards)).toEqual(["Home Care Pulse Provider of Choice", "Home Care Pulse Certified"]);
  });
});

describe("the promotion badge", () => {
  const now = new Date("2026-03-10T12:00:00.000Z");

  it("is labelled 'PROMOTION!' and counts days left rounded up", () => {
    expect(PROMOTION_LABEL).toBe("PROMOTION!");
    const ends = (endsAt: string | null) => ({ startsAt: null, endsAt, externalPromotionText: "Deal" });
    expect(promotionDaysLeft(ends("2026-03-10T12:00:01.000Z"), now)).toBe(1);
    expect(promotionDaysLeft(ends("2026-03-11T12:00:00.000Z"), now)).toBe(1);
    expect(promotionDaysLeft(ends("2026-03-11T12:00:01.000Z"), now)).toBe(2);
    expect(promotionDaysLeft(ends(null), now)).toBeNull();
  });

  it("says the days in words", () => {
    expect(daysLeftText(0)).toBe("Ends today");
    expect(daysLeftText(1)).toBe("1 day left");
    expect(daysLeftText(12)).toBe("12 days left");
  });
});

describe("the inquiry a card opens", () => {
  const assisted = careTypeBySlug("assisted-living");
  const memory = careTypeBySlug("memory-care-facilities");

  it("is titled for its provider and action, with its own id prefix", () => {
    expect(cardInquiryTitle("Oak Grove", "request-info", inquiry)).toBe("Request information about Oak Grove");
    expect(cardInquiryTitle("Oak Grove", "display-cost-data", inquiry)).toBe("Get costs for Oak Grove");
    expect(cardInquiryIdPrefix("card-inquiry", 42, "request-info")).toBe("card-inquiry-request-info-42");
  });

  it("asks about the care type searched when offered, else the provider's first", () => {
    if (!assisted || !memory) throw new Error("care types missing");
    const offering = (...services: ReturnType<typeof resultService>[]) => searchResultProvider({ services });
    const offersBoth = offering(resultService(assisted.id), resultService(memory.id));
    expect(inquiryCareType(offersBoth, memory)).toBe(memory);
    expect(inquiryCareType(offering(resultService(memory.id)), assisted)).toBe(memory);
    expect(inquiryCareType(offering(), assisted)).toBe(assisted);
  });
});
