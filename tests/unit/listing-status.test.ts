import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import {
  isEnhanced,
  isPaidListing,
  isVerified,
  listingDisplay,
  showsClaimListing,
  showsVerifiedBadge,
} from "../../domain/providers/listing-status.ts";

type Contract = { type: string | null; isSuppressed: boolean };

function listing(
  overrides: Partial<{
    enhancedListing: boolean;
    claimed: boolean;
    legacyId: string | null;
    subscriptionContract: boolean;
    services: { contract: Contract; isClaimed: boolean }[];
  }> = {},
) {
  return {
    enhancedListing: false,
    claimed: false,
    legacyId: "cf-1",
    subscriptionContract: false,
    services: [{ contract: { type: null, isSuppressed: false }, isClaimed: false }],
    ...overrides,
  };
}

const contracted = { contract: { type: "premium", isSuppressed: false }, isClaimed: false };
const suppressed = { contract: { type: "premium", isSuppressed: true }, isClaimed: false };

describe("listing status", () => {
  it("is enhanced only with the flag and a service under a contract that is not suppressed", () => {
    expect(isEnhanced(listing({ enhancedListing: true, services: [contracted] }))).toBe(true);
    expect(isEnhanced(listing({ enhancedListing: true, services: [suppressed] }))).toBe(false);
    expect(isEnhanced(listing({ enhancedListing: true }))).toBe(false);
    expect(isEnhanced(listing({ enhancedListing: false, services: [contracted] }))).toBe(false);
    expect(isEnhanced(listing({ enhancedListing: true, services: [suppressed, contracted] }))).toBe(true);
  });

  it("is verified when the provider or one of its services is claimed", () => {
    expect(isVerified(listing())).toBe(false);
    expect(isVerified(listing({ claimed: true }))).toBe(true);
    expect(
      isVerified(listing({ services: [{ contract: { type: null, isSuppressed: false }, isClaimed: true }] })),
    ).toBe(true);
  });

  it("shows the verified badge for verified or enhanced listings", () => {
    expect(showsVerifiedBadge(listing())).toBe(false);
    expect(showsVerifiedBadge(listing({ claimed: true }))).toBe(true);
    expect(showsVerifiedBadge(listing({ enhancedListing: true, services: [contracted] }))).toBe(true);
  });

  it("offers 'Claim this listing' only with a legacy id, neither enhanced nor verified", () => {
    expect(showsClaimListing(listing())).toBe(true);
    expect(showsClaimListing(listing({ legacyId: null }))).toBe(false);
    expect(showsClaimListing(listing({ claimed: true }))).toBe(false);
    expect(showsClaimListing(listing({ enhancedListing: true, services: [contracted] }))).toBe(false);
    // The flag alone does not make it enhanced: the claim link stays.
    expect(showsClaimListing(listing({ enhancedListing: true }))).toBe(true);
  });

  it("is a paid listing when enhanced or under a subscription contract", () => {
    expect(isPaidListing(listing())).toBe(false);
    expect(isPaidListing(listing({ subscriptionContract: true }))).toBe(true);
    expect(isPaidListing(listing({ enhancedListing: true, services: [contracted] }))).toBe(true);
    expect(isPaidListing(listing({ claimed: true }))).toBe(false);
  });
});

describe("listingDisplay", () => {
  it("reads a paid listing's prices and amenities as the provider's, with no advisor line", () => {
    const display = listingDisplay(
      { ...listing({ subscriptionContract: true }), name: "Oak House" },
      "Carefind",
      en.provider.listingNotes,
    );
    expect(display).toEqual({
      advisorLine: false,
      pricesNote: "Prices provided by Oak House.",
      amenitiesNote: "Amenities provided by Oak House.",
    });
  });

  it("says an unpaid listing's figures are as last reported, and offers the advisor line", () => {
    const display = listingDisplay(
      { ...listing(), name: "Oak House" },
      "Senior Housing Finder",
      en.provider.listingNotes,
    );
    expect(display.advisorLine).toBe(true);
    expect(display.pricesNote).toBe(
      "Prices as last reported to Senior Housing Finder. Ask Oak House to confirm today's prices.",
    );
    expect(display.amenitiesNote).toBe(
      "Amenities as last reported to Senior Housing Finder. Ask Oak House to confirm them.",
    );
  });
});
