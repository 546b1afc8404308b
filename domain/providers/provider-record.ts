/**
 * One provider's record as the API and the provider pages read it (reviews-and-provider-page
 * §3): identity, address, services with prices, room types and floor plans, amenities, photos,
 * awards, promotions, Medicare records, FAQs and the additional-information cards. The Worker caches it for a day
 * (kv-schemas/provider.ts).
 */
import { z } from "zod";
import { INFO_CARD_ICONS } from "./info-cards.ts";

const cents = z.number().int().positive();

const amenitySchema = z.strictObject({
  amenityId: z.number().int(),
  amenityName: z.string(),
  amenityCategoryId: z.number().int(),
  amenityCategoryName: z.string(),
});

const careTypeRefSchema = z.strictObject({
  id: z.string(),
  slug: z.string(),
  label: z.string(),
  rollUpType: z.enum(["senior-living", "senior-care"]),
});

export const serviceSchema = z.strictObject({
  id: z.number().int(),
  legacyResourceId: z.string().nullable(),
  careType: careTypeRefSchema,
  category: z.strictObject({ name: z.string(), description: z.string() }),
  license: z.string().nullable(),
  costs: z.strictObject({ startingPriceCents: cents.nullable(), maxPriceCents: cents.nullable() }),
  contract: z.strictObject({ type: z.string().nullable(), isSuppressed: z.boolean() }),
  isClaimed: z.boolean(),
  roomTypeCosts: z.array(z.strictObject({ roomType: z.string(), startingPriceCents: cents })),
  accommodations: z.array(
    z.strictObject({
      title: z.string(),
      description: z.string(),
      startingPriceCents: cents.nullable(),
      bedCount: z.number().int().nullable(),
      bathroomCount: z.number().int().nullable(),
      squareFeetSize: z.number().int().nullable(),
      features: z.array(z.string()),
      images: z.array(z.strictObject({ url: z.string() })),
    }),
  ),
});
export type ProviderService = z.infer<typeof serviceSchema>;

const promotionSchema = z.strictObject({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  externalPromotionText: z.string(),
  visibleOnlyToFa: z.boolean(),
});

const infoCardSchema = z.strictObject({
  title: z.string(),
  body: z.string(),
  icon: z.enum(INFO_CARD_ICONS),
  ctaText: z.string(),
  ctaUrl: z.string().nullable(),
});

const medicareRecordSchema = z.strictObject({
  federalProviderNumber: z.string(),
  localResourceType: z.enum(["nursing_homes", "home_healthcare_agencies", "hospices"]),
  state: z.string(),
  ownershipType: z.string().nullable(),
  providerType: z.string().nullable(),
  certifiedBeds: z.number().int().nullable(),
  ratingDate: z.string().nullable(),
  overallRating: z.number().int().min(0).max(5).nullable(),
  healthInspectionRating: z.number().int().min(0).max(5).nullable(),
  qmRating: z.number().int().min(0).max(5).nullable(),
  staffingRating: z.number().int().min(0).max(5).nullable(),
  metrics: z.array(z.strictObject({ label: z.string(), value: z.number(), unit: z.string() })),
});

export const providerRecordSchema = z.strictObject({
  id: z.number().int().positive(),
  legacyId: z.string().nullable(),
  /** 'demo' records are fictional; 'cms' records are real facilities from federal data. */
  source: z.enum(["demo", "cms"]),
  /** The CMS Certification Number of a real facility (its Care Compare page); null for demo ones. */
  ccn: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  /** The provider page: /{care-type-slug}/{state}/{city}/{provider-slug}/ */
  url: z.string(),
  primaryCareType: careTypeRefSchema,
  address: z.strictObject({
    street: z.string(),
    city: z.string(),
    county: z.string(),
    state: z.string(),
    stateName: z.string(),
    zipCode: z.string(),
    formattedAddress: z.string(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  city: z.strictObject({ name: z.string(), urlName: z.string() }),
  state: z.strictObject({ code: z.string(), name: z.string(), urlName: z.string() }),
  phoneNumber: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  careTypesDescription: z.string(),
  isIndexed: z.boolean(),
  enhancedListing: z.boolean(),
  subscriptionContract: z.boolean(),
  claimed: z.boolean(),
  averageRating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  bayesianAverage: z.number().min(0).max(5),
  ratings: z.strictObject({
    staff: z.number().nullable(),
    activities: z.number().nullable(),
    food: z.number().nullable(),
    facilities: z.number().nullable(),
    value: z.number().nullable(),
  }),
  photos: z.array(z.strictObject({ url: z.string(), caption: z.string(), width: z.number(), height: z.number() })),
  minimumCost: z.strictObject({ costCents: cents }).nullable(),
  maximumCost: z.strictObject({ costCents: cents }).nullable(),
  services: z.array(serviceSchema),
  amenities: z.array(amenitySchema),
  caringStars: z.array(z.number().int()),
  homeCarePulse: z.array(z.strictObject({ name: z.string(), year: z.number().int() })),
  promotions: z.array(promotionSchema),
  medicare: z.array(medicareRecordSchema),
  faqs: z.array(z.strictObject({ question: z.string(), answer: z.string() })),
  infoCards: z.array(infoCardSchema),
});
export type ProviderRecord = z.infer<typeof providerRecordSchema>;
