/**
 * The demo data as plain rows, one interface per table, fields named after their columns in
 * camelCase. Money is integer cents; timestamps are ISO strings; JSON columns are already
 * serialised strings, exactly as they are stored.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { InfoCardIcon } from "../../../domain/providers/info-cards.ts";
import type { RoomType } from "../../../domain/search/search-filters.ts";

export interface ProviderRow {
  id: number;
  legacyId: string;
  name: string;
  slug: string;
  primaryCareTypeId: CareTypeId;
  street: string;
  cityId: number;
  cityName: string;
  countyId: number | null;
  countyName: string;
  stateCode: string;
  zip: string;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  tags: string;
  careTypesDescription: string;
  isIndexed: boolean;
  enhancedListing: boolean;
  subscriptionContract: boolean;
  claimed: boolean;
  searchExcluded: boolean;
}

export interface ServiceRow {
  id: number;
  providerId: number;
  careTypeId: CareTypeId;
  legacyResourceId: string;
  description: string;
  license: string | null;
  startingPriceCents: number | null;
  maxPriceCents: number | null;
  contractType: "subscription" | "pay-per-lead" | null;
  contractIsSuppressed: boolean;
  isClaimed: boolean;
}

interface RoomTypeCostRow {
  id: number;
  serviceId: number;
  roomType: RoomType;
  startingPriceCents: number;
}

export interface AccommodationRow {
  id: number;
  serviceId: number;
  title: string;
  description: string;
  startingPriceCents: number | null;
  bedCount: number;
  bathroomCount: number;
  squareFeet: number;
  features: string;
  imageUrl: string | null;
}

interface AmenityRow {
  providerId: number;
  amenityId: number;
}

export interface PhotoRow {
  id: number;
  providerId: number;
  position: number;
  url: string;
  caption: string;
  width: number;
  height: number;
}

interface AwardRow {
  id: number;
  providerId: number;
  kind: "caring_stars" | "home_care_pulse";
  name: string;
  year: number;
}

export interface PromotionRow {
  id: number;
  providerId: number;
  externalText: string;
  startsAt: string | null;
  endsAt: string | null;
  visibleOnlyToFa: boolean;
}

export interface MedicareMetric {
  label: string;
  value: number;
  unit: string;
}

export interface MedicareRow {
  id: number;
  providerId: number;
  federalProviderNumber: string;
  localResourceType: "nursing_homes" | "home_healthcare_agencies";
  state: string;
  ownershipType: string;
  providerType: string;
  certifiedBeds: number | null;
  ratingDate: string;
  overallRating: number;
  healthInspectionRating: number;
  qmRating: number;
  staffingRating: number;
  metrics: string;
}

interface FaqRow {
  id: number;
  providerId: number;
  position: number;
  question: string;
  answer: string;
}

export interface InfoCardRow {
  id: number;
  providerId: number;
  position: number;
  title: string;
  body: string;
  icon: InfoCardIcon;
  ctaText: string;
  ctaUrl: string | null;
}

export type ReviewStatus = "pending" | "approved" | "rejected";

export interface ReviewRow {
  id: number;
  providerId: number;
  careTypeId: CareTypeId;
  legacyResourceId: string;
  authorName: string;
  authorEmail: string;
  relationship: string;
  content: string;
  ratingOverall: number;
  ratingStaff: number | null;
  ratingActivities: number | null;
  ratingFood: number | null;
  ratingFacilities: number | null;
  ratingValue: number | null;
  status: ReviewStatus;
  sourceName: "provider_page" | "portal_email" | "new";
  createdAt: string;
}

export interface ReviewResponseRow {
  id: number;
  reviewId: number;
  authorName: string;
  authorTitle: string;
  authorEmail: string;
  content: string;
  createdAt: string;
}

/** Every generated row, by table. */
export interface DemoData {
  providers: ProviderRow[];
  services: ServiceRow[];
  roomTypeCosts: RoomTypeCostRow[];
  accommodations: AccommodationRow[];
  amenities: AmenityRow[];
  photos: PhotoRow[];
  awards: AwardRow[];
  promotions: PromotionRow[];
  medicareRecords: MedicareRow[];
  faqs: FaqRow[];
  infoCards: InfoCardRow[];
  reviews: ReviewRow[];
  reviewResponses: ReviewResponseRow[];
}
