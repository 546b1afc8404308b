/**
 * The SQL that loads demo data: multi-row INSERTs in foreign-key order, each statement on one
 * line and under D1's statement size limit, and the DELETEs that remove every demo provider with
 * its rows while leaving imported (CMS) facilities alone.
 */
import {
  MEDICARE_RECORD_COLUMNS,
  type MedicareRecordRow,
  PROVIDER_COLUMNS,
  type ProviderColumnsRow,
} from "../../../worker/providers/provider-columns.ts";
import { insertRows } from "../local-d1.ts";
import type { DemoData, MedicareRow, ProviderRow } from "./rows.ts";

/**
 * Amounts added to the generated ids of the child tables, so demo rows never take an id an
 * imported row already holds. Provider ids are never shifted: demo providers are 1..N.
 */
export type IdOffsets = Readonly<
  Record<
    | "services"
    | "roomTypeCosts"
    | "accommodations"
    | "photos"
    | "awards"
    | "promotions"
    | "medicareRecords"
    | "faqs"
    | "infoCards"
    | "reviews"
    | "reviewResponses",
    number
  >
>;

const NO_OFFSETS: IdOffsets = {
  services: 0,
  roomTypeCosts: 0,
  accommodations: 0,
  photos: 0,
  awards: 0,
  promotions: 0,
  medicareRecords: 0,
  faqs: 0,
  infoCards: 0,
  reviews: 0,
  reviewResponses: 0,
};

/** The table each offset applies to, for reading the current largest ids. */
export const OFFSET_TABLES: Readonly<Record<keyof IdOffsets, string>> = {
  services: "provider_services",
  roomTypeCosts: "room_type_costs",
  accommodations: "accommodations",
  photos: "photos",
  awards: "awards",
  promotions: "promotions",
  medicareRecords: "medicare_records",
  faqs: "provider_faqs",
  infoCards: "provider_info_cards",
  reviews: "reviews",
  reviewResponses: "review_responses",
};

/** A demo provider as the columns of `providers` hold it. */
function providerColumns(provider: ProviderRow): ProviderColumnsRow {
  const flag = (value: boolean) => (value ? 1 : 0);
  return {
    id: provider.id,
    legacy_id: provider.legacyId,
    source: "demo",
    ccn: null,
    name: provider.name,
    slug: provider.slug,
    primary_care_type_id: provider.primaryCareTypeId,
    street: provider.street,
    city_id: provider.cityId,
    city_name: provider.cityName,
    county_id: provider.countyId,
    county_name: provider.countyName,
    state_code: provider.stateCode,
    zip: provider.zip,
    formatted_address: provider.formattedAddress,
    latitude: provider.latitude,
    longitude: provider.longitude,
    phone: provider.phone,
    description: provider.description,
    tags: provider.tags,
    care_types_description: provider.careTypesDescription,
    is_indexed: flag(provider.isIndexed),
    enhanced_listing: flag(provider.enhancedListing),
    subscription_contract: flag(provider.subscriptionContract),
    claimed: flag(provider.claimed),
    search_excluded: flag(provider.searchExcluded),
  };
}

/** A demo Medicare record as the columns of `medicare_records` hold it (its id aside). */
function medicareColumns(record: MedicareRow): MedicareRecordRow {
  return {
    provider_id: record.providerId,
    federal_provider_number: record.federalProviderNumber,
    local_resource_type: record.localResourceType,
    state: record.state,
    ownership_type: record.ownershipType,
    provider_type: record.providerType,
    certified_beds: record.certifiedBeds,
    rating_date: record.ratingDate,
    overall_rating: record.overallRating,
    health_inspection_rating: record.healthInspectionRating,
    qm_rating: record.qmRating,
    staffing_rating: record.staffingRating,
    metrics: record.metrics,
  };
}

/** Every INSERT for the demo data, parents before children. */
export function* demoDataStatements(data: DemoData, offsets: IdOffsets = NO_OFFSETS): Generator<string> {
  yield* insertRows("providers", PROVIDER_COLUMNS, data.providers, (provider) => {
    const row = providerColumns(provider);
    return PROVIDER_COLUMNS.map((column) => row[column]);
  });
  yield* insertRows(
    "provider_services",
    [
      "id",
      "provider_id",
      "care_type_id",
      "legacy_resource_id",
      "description",
      "license",
      "starting_price_cents",
      "max_price_cents",
      "contract_type",
      "contract_is_suppressed",
      "is_claimed",
    ],
    data.services,
    (s) => [
      s.id + offsets.services,
      s.providerId,
      s.careTypeId,
      s.legacyResourceId,
      s.description,
      s.license,
      s.startingPriceCents,
      s.maxPriceCents,
      s.contractType,
      s.contractIsSuppressed,
      s.isClaimed,
    ],
  );
  yield* insertRows(
    "room_type_costs",
    ["id", "service_id", "room_type", "starting_price_cents"],
    data.roomTypeCosts,
    (r) => [r.id + offsets.roomTypeCosts, r.serviceId + offsets.services, r.roomType, r.startingPriceCents],
  );
  yield* insertRows(
    "accommodations",
    [
      "id",
      "service_id",
      "title",
      "description",
      "starting_price_cents",
      "bed_count",
      "bathroom_count",
      "square_feet",
      "features",
      "image_url",
    ],
    data.accommodations,
    (a) => [
      a.id + offsets.accommodations,
      a.serviceId + offsets.services,
      a.title,
      a.description,
      a.startingPriceCents,
      a.bedCount,
      a.bathroomCount,
      a.squareFeet,
      a.features,
      a.imageUrl,
    ],
  );
  yield* insertRows("provider_amenities", ["provider_id", "amenity_id"], data.amenities, (a) => [
    a.providerId,
    a.amenityId,
  ]);
  yield* insertRows(
    "photos",
    ["id", "provider_id", "position", "url", "caption", "width", "height"],
    data.photos,
    (p) => [p.id + offsets.photos, p.providerId, p.position, p.url, p.caption, p.width, p.height],
  );
  yield* insertRows("awards", ["id", "provider_id", "kind", "name", "year"], data.awards, (a) => [
    a.id + offsets.awards,
    a.providerId,
    a.kind,
    a.name,
    a.year,
  ]);
  yield* insertRows(
    "promotions",
    ["id", "provider_id", "external_text", "starts_at", "ends_at", "visible_only_to_fa"],
    data.promotions,
    (p) => [p.id + offsets.promotions, p.providerId, p.externalText, p.startsAt, p.endsAt, p.visibleOnlyToFa],
  );
  yield* insertRows("medicare_records", ["id", ...MEDICARE_RECORD_COLUMNS], data.medicareRecords, (record) => {
    const row = medicareColumns(record);
    return [record.id + offsets.medicareRecords, ...MEDICARE_RECORD_COLUMNS.map((column) => row[column])];
  });
  yield* insertRows("provider_faqs", ["id", "provider_id", "position", "question", "answer"], data.faqs, (f) => [
    f.id + offsets.faqs,
    f.providerId,
    f.position,
    f.question,
    f.answer,
  ]);
  yield* insertRows(
    "provider_info_cards",
    ["id", "provider_id", "position", "title", "body", "icon", "cta_text", "cta_url"],
    data.infoCards,
    (c) => [c.id + offsets.infoCards, c.providerId, c.position, c.title, c.body, c.icon, c.ctaText, c.ctaUrl],
  );
  yield* insertRows(
    "reviews",
    [
      "id",
      "provider_id",
      "care_type_id",
      "legacy_resource_id",
      "author_name",
      "author_email",
      "relationship",
      "content",
      "rating_overall",
      "rating_staff",
      "rating_activities",
      "rating_food",
      "rating_facilities",
      "rating_value",
      "status",
      "source_name",
      "created_at",
    ],
    data.reviews,
    (r) => [
      r.id + offsets.reviews,
      r.providerId,
      r.careTypeId,
      r.legacyResourceId,
      r.authorName,
      r.authorEmail,
      r.relationship,
      r.content,
      r.ratingOverall,
      r.ratingStaff,
      r.ratingActivities,
      r.ratingFood,
      r.ratingFacilities,
      r.ratingValue,
      r.status,
      r.sourceName,
      r.createdAt,
    ],
  );
  yield* insertRows(
    "review_responses",
    ["id", "review_id", "author_name", "author_title", "author_email", "content", "status", "created_at"],
    data.reviewResponses,
    (r) => [
      r.id + offsets.reviewResponses,
      r.reviewId + offsets.reviews,
      r.authorName,
      r.authorTitle,
      r.authorEmail,
      r.content,
      "published",
      r.createdAt,
    ],
  );
}

const DEMO_PROVIDERS = "SELECT id FROM providers WHERE source = 'demo'";

/** The tables the demo data fills; every other table is someone else's. */
export const DEMO_TABLES: ReadonlySet<string> = new Set([
  "providers",
  "provider_services",
  "room_type_costs",
  "accommodations",
  "provider_amenities",
  "photos",
  "awards",
  "promotions",
  "medicare_records",
  "provider_faqs",
  "provider_info_cards",
  "reviews",
  "review_responses",
  "review_contests",
]);

/** A column of another table that references providers without cascading deletes. */
export interface ProviderReference {
  table: string;
  column: string;
}

/**
 * Clears references to demo providers from other tables (an inquiry about a demo provider),
 * which would otherwise block the delete; the referencing rows themselves are kept.
 */
export function detachStatements(references: readonly ProviderReference[]): string[] {
  return references.map(
    ({ table, column }) => `UPDATE "${table}" SET "${column}" = NULL WHERE "${column}" IN (${DEMO_PROVIDERS});`,
  );
}
const DEMO_SERVICES = `SELECT id FROM provider_services WHERE provider_id IN (${DEMO_PROVIDERS})`;

/**
 * Removes every demo provider and its rows, children first so each delete is a plain indexed
 * one; the final provider delete cascades to any table added later. CMS rows are untouched.
 */
export function deleteDemoStatements(): string[] {
  return [
    `DELETE FROM room_type_costs WHERE service_id IN (${DEMO_SERVICES});`,
    `DELETE FROM accommodations WHERE service_id IN (${DEMO_SERVICES});`,
    ...["review_responses", "review_contests"].map(
      (table) =>
        `DELETE FROM ${table} WHERE review_id IN (SELECT id FROM reviews WHERE provider_id IN (${DEMO_PROVIDERS}));`,
    ),
    ...[
      "provider_services",
      "provider_amenities",
      "photos",
      "awards",
      "promotions",
      "medicare_records",
      "provider_faqs",
      "provider_info_cards",
      "reviews",
    ].map((table) => `DELETE FROM ${table} WHERE provider_id IN (${DEMO_PROVIDERS});`),
    "DELETE FROM providers WHERE source = 'demo';",
  ];
}
