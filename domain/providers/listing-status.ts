/**
 * What a provider's listing is on the site (spec reviews-and-provider-page §4, §5): enhanced,
 * verified, paid, and whether the page offers to claim it. One place for these rules, so the
 * badge, the claim link and anything priced by listing status agree.
 */
import type { Messages } from "../i18n/messages.ts";
import type { ProviderRecord } from "./provider-record.ts";

type ListingFields = Pick<ProviderRecord, "enhancedListing" | "claimed" | "legacyId" | "subscriptionContract"> & {
  services: readonly Pick<ProviderRecord["services"][number], "contract" | "isClaimed">[];
};

/**
 * spec: reviews-and-provider-page §4, 'enhanced' when enhancedListing is true and some service has
 * a contract (a contract type) that is not suppressed.
 */
export function isEnhanced(record: ListingFields): boolean {
  return (
    record.enhancedListing &&
    record.services.some((service) => service.contract.type !== null && !service.contract.isSuppressed)
  );
}

/** Verified: the provider, or one of its services, has claimed its listing. */
export function isVerified(record: ListingFields): boolean {
  return record.claimed || record.services.some((service) => service.isClaimed);
}

/** spec: reviews-and-provider-page §5, the verified badge shows for verified or enhanced listings. */
export function showsVerifiedBadge(record: ListingFields): boolean {
  return isVerified(record) || isEnhanced(record);
}

/**
 * spec: reviews-and-provider-page §5, 'Claim this listing' shows when the provider has a legacy id
 * and is neither enhanced nor verified.
 */
export function showsClaimListing(record: ListingFields): boolean {
  return record.legacyId !== null && !isEnhanced(record) && !isVerified(record);
}

/** A listing someone pays for: enhanced, or under a subscription contract. */
export function isPaidListing(record: ListingFields): boolean {
  return isEnhanced(record) || record.subscriptionContract;
}

/**
 * Where the figures and lists of a listing come from, as the page says it (spec
 * lead-capture-and-chrome §6: the phone, price and amenity displays differ by paid status). A
 * paid listing's provider keeps its own page up to date, so its prices and amenities read as
 * the provider's, and its own phone is the page's one call to make. Any other listing shows
 * what was last reported to the site, says so, and offers the site's advisor line beside the
 * provider's phone. Families see every figure either way: nothing is hidden for not paying.
 */
export interface ListingDisplay {
  /** True when the advisor line stands beside the provider's phone. */
  advisorLine: boolean;
  pricesNote: string;
  amenitiesNote: string;
}

export function listingDisplay(
  record: ListingFields & { name: string },
  siteName: string,
  notes: Messages["provider"]["listingNotes"],
): ListingDisplay {
  if (isPaidListing(record)) {
    return {
      advisorLine: false,
      pricesNote: notes.paidPrices(record.name),
      amenitiesNote: notes.paidAmenities(record.name),
    };
  }
  return {
    advisorLine: true,
    pricesNote: notes.reportedPrices(siteName, record.name),
    amenitiesNote: notes.reportedAmenities(siteName, record.name),
  };
}
