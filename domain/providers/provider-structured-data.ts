/**
 * What search engines read on a provider's page (reviews-and-provider-page §4 and issue 11
 * point 9): whether the page is thin and so kept out of the index, the breadcrumb trail from
 * care type to provider, and the JSON-LD describing the business and that trail. Pure: the
 * route hands in the record and the brand's own origin, the document writes the blocks.
 */
import { careTypeBySlug } from "../care-types.ts";
import { careTypeHubPath, geoPlacePath, geoStatePath } from "../geo/geo-paths.ts";
import { stateNamedIn } from "../geo/us-states.ts";
import type { Language } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages.ts";
import { localizedPath } from "../i18n/paths.ts";
import { breadcrumbListJsonLd, type Crumb, presentCrumbs } from "../navigation/breadcrumb-trail.ts";
import { telHref } from "../phone.ts";
import { displayRating } from "../ratings.ts";
import type { ReviewRead } from "../reviews/review-read.ts";
import type { ProviderRecord } from "./provider-record.ts";

/** The words a description needs for the page to count as having detail. */
export const DETAILED_DESCRIPTION_WORDS = 200;
/** A page with detail lists more than this many distinct amenities. */
const DETAILED_AMENITY_COUNT = 5;

/** The parts of a record the thin-page rule reads. */
type ThinPageFacts = Pick<
  ProviderRecord,
  "reviewCount" | "enhancedListing" | "services" | "description" | "amenities" | "faqs" | "subscriptionContract"
>;

/** Words of a text, split on white space: what the thin-page rule counts in a description. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/** The facts the thin-page rule weighs, as counts: what a record or a sitemap's query row gives. */
export interface DetailFacts {
  reviewCount: number;
  enhancedListing: boolean;
  claimedService: boolean;
  descriptionWords: number;
  distinctAmenities: number;
  faqCount: number;
  subscriptionContract: boolean;
}

/**
 * spec: reviews-and-provider-page §4. A page is thin (has no detail) when it lacks every one
 * of: reviews, an enhanced listing, a claimed service, a description of 200 words or more,
 * more than 5 distinct amenities, FAQs and a subscription contract. Any one of them is detail
 * enough.
 */
export function isThinPage(facts: DetailFacts): boolean {
  const hasDetail =
    facts.reviewCount > 0 ||
    facts.enhancedListing ||
    facts.claimedService ||
    facts.descriptionWords >= DETAILED_DESCRIPTION_WORDS ||
    facts.distinctAmenities > DETAILED_AMENITY_COUNT ||
    facts.faqCount > 0 ||
    facts.subscriptionContract;
  return !hasDetail;
}

/** The thin-page rule on a provider's record. */
export function isThinProviderPage(record: ThinPageFacts): boolean {
  return isThinPage({
    reviewCount: record.reviewCount,
    enhancedListing: record.enhancedListing,
    claimedService: record.services.some((service) => service.isClaimed),
    descriptionWords: wordCount(record.description),
    distinctAmenities: new Set(record.amenities.map((amenity) => amenity.amenityId)).size,
    faqCount: record.faqs.length,
    subscriptionContract: record.subscriptionContract,
  });
}

/**
 * Whether search engines are told to leave the page out: when an operator has hidden the
 * listing (`isIndexed` off) or when the page is thin.
 */
export function providerPageNoindex(record: ThinPageFacts & Pick<ProviderRecord, "isIndexed">): boolean {
  return !record.isIndexed || isThinProviderPage(record);
}

type TrailFacts = Pick<ProviderRecord, "name" | "url" | "primaryCareType" | "state" | "city">;

/** The page's language, for the words and addresses of what it names; English when not given. */
export interface PageWords {
  t: Pick<Messages, "careTypes">;
  language: Language;
}

/**
 * The trail care type → state → city → provider (spec lead-capture-and-chrome §2, no Home
 * crumb): the care type's hub, its state page and its city page are links, the last crumb is
 * the page itself; names and addresses in the page's language.
 */
export function providerBreadcrumbs(record: TrailFacts, words?: PageWords): Crumb[] {
  const careType = careTypeBySlug(record.primaryCareType.slug);
  const language = words?.language ?? "en";
  const at = (path: string | null) => (path === null ? null : localizedPath(path, language));
  const careTypeName = careType && words ? words.t.careTypes[careType.id].label : careType?.label;
  return presentCrumbs([
    {
      level: "care-type",
      name: careTypeName ?? record.primaryCareType.label,
      path: at(careType ? careTypeHubPath(careType) : null),
    },
    {
      level: "state",
      name: stateNamedIn(record.state, language).name,
      path: at(careType ? geoStatePath(careType, record.state.urlName) : null),
    },
    {
      level: "city",
      name: record.city.name,
      path: at(careType ? geoPlacePath(careType, record.state.urlName, record.city.urlName) : null),
    },
    { level: "provider", name: record.name, path: at(record.url) },
  ]);
}

/**
 * Care types whose providers are medical businesses in schema.org's sense (skilled nursing,
 * home health, hospice); the others are local businesses. schema.org has no type for a
 * nursing home or a senior community, so nothing more specific is claimed.
 */
const MEDICAL_CARE_TYPES: ReadonlySet<string> = new Set(["nursing_homes", "home_healthcare_agencies", "hospices"]);

type JsonLd = Record<string, unknown>;

/** A photo's address made absolute on the page's origin (the records hold site paths or full URLs). */
function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

/** A review the page shows, as a schema.org Review. */
function reviewStructuredData(review: ReviewRead): JsonLd {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.authorName },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.content,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

/**
 * The JSON-LD blocks of a provider's page: the business (its name, canonical URL, postal
 * address, position, phone, photos, its rating only when it has reviews, and the reviews the
 * page shows) and the breadcrumb trail. `origin` is the brand's own origin, the one the
 * canonical URL uses. The rating is the figure the page shows beside the stars (one decimal,
 * rounded down) with the same count, so what a crawler reads matches what a family sees.
 */
export function providerStructuredData(
  record: ProviderRecord,
  origin: string,
  reviews: readonly ReviewRead[] = [],
  words?: PageWords,
): JsonLd[] {
  const pageUrl = absolute(localizedPath(record.url, words?.language ?? "en"), origin);
  const business: JsonLd = {
    "@context": "https://schema.org",
    "@type": MEDICAL_CARE_TYPES.has(record.primaryCareType.id) ? "MedicalBusiness" : "LocalBusiness",
    "@id": `${pageUrl}#business`,
    name: record.name,
    url: pageUrl,
    address: {
      "@type": "PostalAddress",
      streetAddress: record.address.street,
      addressLocality: record.address.city,
      addressRegion: record.address.state,
      postalCode: record.address.zipCode,
      addressCountry: "US",
    },
    geo: { "@type": "GeoCoordinates", latitude: record.address.latitude, longitude: record.address.longitude },
  };
  if (record.phoneNumber) business.telephone = telHref(record.phoneNumber).slice("tel:".length);
  if (record.photos.length > 0) business.image = record.photos.map((photo) => absolute(photo.url, origin));
  const shownRating = displayRating(record.averageRating);
  if (record.reviewCount > 0 && shownRating !== null) {
    business.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: shownRating,
      reviewCount: record.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (reviews.length > 0) business.review = reviews.map(reviewStructuredData);
  const breadcrumbs = breadcrumbListJsonLd(providerBreadcrumbs(record, words), origin);
  return [business, breadcrumbs];
}
