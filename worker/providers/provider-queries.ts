/**
 * Provider records from D1, one batch of statements per 40 ids, and a provider's id by its
 * slug. The record shape is domain/providers/provider-record.ts; provider-records.ts caches it.
 */
import { amenityCategoryName } from "../../domain/amenities.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import type { InfoCardIcon } from "../../domain/providers/info-cards.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import { type MedicareRecordRow, PROVIDER_COLUMNS, type ProviderColumnsRow } from "./provider-columns.ts";

/** A provider's own columns, as the record loader selects them. */
const PROVIDER_SELECT = PROVIDER_COLUMNS.map((column) => `p.${column}`).join(", ");

/** D1 allows 100 bound parameters per query; a chunk stays well below. */
const IDS_PER_QUERY = 40;

/** A provider's own columns, with its care type, city and state names joined, and its aggregates. */
interface ProviderRow extends ProviderColumnsRow {
  care_type_slug: string;
  care_type_label: string;
  roll_up_type: "senior-living" | "senior-care";
  city_url_name: string | null;
  state_name: string;
  state_url_name: string;
  review_count: number;
  average_rating: number;
  bayesian_average: number;
  rating_staff: number | null;
  rating_activities: number | null;
  rating_food: number | null;
  rating_facilities: number | null;
  rating_value: number | null;
  min_price_cents: number | null;
  max_price_cents: number | null;
}

interface ServiceRow {
  id: number;
  provider_id: number;
  legacy_resource_id: string | null;
  care_type_id: string;
  care_type_slug: string;
  care_type_label: string;
  roll_up_type: "senior-living" | "senior-care";
  description: string;
  license: string | null;
  starting_price_cents: number | null;
  max_price_cents: number | null;
  contract_type: string | null;
  contract_is_suppressed: number;
  is_claimed: number;
}

type Rows<T> = T & { provider_id: number };

function placeholders(count: number): string {
  return Array.from({ length: count }, (_, index) => `?${index + 1}`).join(", ");
}

function groupBy<T extends { provider_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.provider_id) ?? [];
    group.push(row);
    groups.set(row.provider_id, group);
  }
  return groups;
}

function parseStrings(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function parseMetrics(json: string): { label: string; value: number; unit: string }[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) =>
      item && typeof item.label === "string" && typeof item.value === "number"
        ? [{ label: item.label, value: item.value, unit: typeof item.unit === "string" ? item.unit : "" }]
        : [],
    );
  } catch {
    return [];
  }
}

async function loadChunk(db: D1Database, ids: readonly number[]): Promise<ProviderRecord[]> {
  const list = placeholders(ids.length);
  const statements = [
    `SELECT ${PROVIDER_SELECT}, ct.slug AS care_type_slug, ct.label AS care_type_label, ct.roll_up_type,
        c.url_name AS city_url_name, s.name AS state_name, s.url_name AS state_url_name, p.review_count,
        p.average_rating, p.bayesian_average, p.rating_staff, p.rating_activities, p.rating_food, p.rating_facilities,
        p.rating_value, p.min_price_cents, p.max_price_cents
      FROM providers p JOIN care_types ct ON ct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
      LEFT JOIN cities c ON c.id = p.city_id WHERE p.id IN (${list})`,
    `SELECT sv.id, sv.provider_id, sv.legacy_resource_id, ct.id AS care_type_id, ct.slug AS care_type_slug,
        ct.label AS care_type_label, ct.roll_up_type, sv.description, sv.license, sv.starting_price_cents,
        sv.max_price_cents, sv.contract_type, sv.contract_is_suppressed, sv.is_claimed
      FROM provider_services sv JOIN care_types ct ON ct.id = sv.care_type_id
      WHERE sv.provider_id IN (${list}) ORDER BY ct.label`,
    `SELECT sv.provider_id, r.service_id, r.room_type, r.starting_price_cents FROM room_type_costs r
      JOIN provider_services sv ON sv.id = r.service_id WHERE sv.provider_id IN (${list}) ORDER BY r.starting_price_cents`,
    `SELECT sv.provider_id, a.service_id, a.title, a.description, a.starting_price_cents, a.bed_count, a.bathroom_count,
        a.square_feet, a.features, a.image_url
      FROM accommodations a JOIN provider_services sv ON sv.id = a.service_id WHERE sv.provider_id IN (${list}) ORDER BY a.id`,
    `SELECT pa.provider_id, t.id, t.name, t.category_id FROM provider_amenities pa JOIN amenity_types t ON t.id = pa.amenity_id
      WHERE pa.provider_id IN (${list}) ORDER BY t.category_id, t.id`,
    `SELECT provider_id, url, caption, width, height FROM photos WHERE provider_id IN (${list}) ORDER BY provider_id, position`,
    `SELECT provider_id, kind, name, year FROM awards WHERE provider_id IN (${list}) ORDER BY year DESC, name`,
    `SELECT provider_id, external_text, starts_at, ends_at, visible_only_to_fa FROM promotions WHERE provider_id IN (${list}) ORDER BY id`,
    `SELECT * FROM medicare_records WHERE provider_id IN (${list}) ORDER BY id`,
    `SELECT provider_id, question, answer FROM provider_faqs WHERE provider_id IN (${list}) ORDER BY provider_id, position`,
    `SELECT provider_id, title, body, icon, cta_text, cta_url FROM provider_info_cards
      WHERE provider_id IN (${list}) ORDER BY provider_id, position`,
  ];
  const [
    providers,
    services,
    roomTypes,
    accommodations,
    amenities,
    photos,
    awards,
    promotions,
    medicare,
    faqs,
    infoCards,
  ] = await db.batch(statements.map((sql) => db.prepare(sql).bind(...ids)));

  const servicesBy = groupBy((services?.results ?? []) as ServiceRow[]);
  const roomTypesBy = groupBy(
    (roomTypes?.results ?? []) as Rows<{ service_id: number; room_type: string; starting_price_cents: number }>[],
  );
  const accommodationsBy = groupBy(
    (accommodations?.results ?? []) as Rows<{
      service_id: number;
      title: string;
      description: string;
      starting_price_cents: number | null;
      bed_count: number | null;
      bathroom_count: number | null;
      square_feet: number | null;
      features: string;
      image_url: string | null;
    }>[],
  );
  const amenitiesBy = groupBy((amenities?.results ?? []) as Rows<{ id: number; name: string; category_id: number }>[]);
  const photosBy = groupBy(
    (photos?.results ?? []) as Rows<{ url: string; caption: string; width: number; height: number }>[],
  );
  const awardsBy = groupBy((awards?.results ?? []) as Rows<{ kind: string; name: string; year: number }>[]);
  const promotionsBy = groupBy(
    (promotions?.results ?? []) as Rows<{
      external_text: string;
      starts_at: string | null;
      ends_at: string | null;
      visible_only_to_fa: number;
    }>[],
  );
  const medicareBy = groupBy((medicare?.results ?? []) as Rows<MedicareRecordRow>[]);
  const faqsBy = groupBy((faqs?.results ?? []) as Rows<{ question: string; answer: string }>[]);
  const infoCardsBy = groupBy(
    (infoCards?.results ?? []) as Rows<{
      title: string;
      body: string;
      icon: InfoCardIcon;
      cta_text: string;
      cta_url: string | null;
    }>[],
  );

  return ((providers?.results ?? []) as ProviderRow[]).map((row): ProviderRecord => {
    const cityUrlName = row.city_url_name ?? urlName(row.city_name);
    const providerAwards = awardsBy.get(row.id) ?? [];
    return {
      id: row.id,
      legacyId: row.legacy_id,
      source: row.source,
      ccn: row.ccn,
      name: row.name,
      slug: row.slug,
      url: providerPagePath({
        careTypeSlug: row.care_type_slug,
        stateUrlName: row.state_url_name,
        cityUrlName,
        slug: row.slug,
      }),
      primaryCareType: {
        id: row.primary_care_type_id,
        slug: row.care_type_slug,
        label: row.care_type_label,
        rollUpType: row.roll_up_type,
      },
      address: {
        street: row.street,
        city: row.city_name,
        county: row.county_name,
        state: row.state_code,
        stateName: row.state_name,
        zipCode: row.zip,
        formattedAddress: row.formatted_address,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      city: { name: row.city_name, urlName: cityUrlName },
      state: { code: row.state_code, name: row.state_name, urlName: row.state_url_name },
      phoneNumber: row.phone,
      description: row.description,
      tags: parseStrings(row.tags),
      careTypesDescription: row.care_types_description,
      isIndexed: row.is_indexed === 1,
      enhancedListing: row.enhanced_listing === 1,
      subscriptionContract: row.subscription_contract === 1,
      claimed: row.claimed === 1,
      averageRating: row.average_rating,
      reviewCount: row.review_count,
      bayesianAverage: row.bayesian_average,
      ratings: {
        staff: row.rating_staff,
        activities: row.rating_activities,
        food: row.rating_food,
        facilities: row.rating_facilities,
        value: row.rating_value,
      },
      photos: (photosBy.get(row.id) ?? []).map(({ url, caption, width, height }) => ({ url, caption, width, height })),
      minimumCost: row.min_price_cents ? { costCents: row.min_price_cents } : null,
      maximumCost: row.max_price_cents ? { costCents: row.max_price_cents } : null,
      services: (servicesBy.get(row.id) ?? []).map((service) => ({
        id: service.id,
        legacyResourceId: service.legacy_resource_id,
        careType: {
          id: service.care_type_id,
          slug: service.care_type_slug,
          label: service.care_type_label,
          rollUpType: service.roll_up_type,
        },
        category: { name: service.care_type_label, description: service.description },
        license: service.license,
        costs: { startingPriceCents: service.starting_price_cents, maxPriceCents: service.max_price_cents },
        contract: { type: service.contract_type, isSuppressed: service.contract_is_suppressed === 1 },
        isClaimed: service.is_claimed === 1,
        roomTypeCosts: (roomTypesBy.get(row.id) ?? [])
          .filter((cost) => cost.service_id === service.id)
          .map((cost) => ({ roomType: cost.room_type, startingPriceCents: cost.starting_price_cents })),
        accommodations: (accommodationsBy.get(row.id) ?? [])
          .filter((plan) => plan.service_id === service.id)
          .map((plan) => ({
            title: plan.title,
            description: plan.description,
            startingPriceCents: plan.starting_price_cents,
            bedCount: plan.bed_count,
            bathroomCount: plan.bathroom_count,
            squareFeetSize: plan.square_feet,
            features: parseStrings(plan.features),
            images: plan.image_url ? [{ url: plan.image_url }] : [],
          })),
      })),
      amenities: (amenitiesBy.get(row.id) ?? []).map((amenity) => ({
        amenityId: amenity.id,
        amenityName: amenity.name,
        amenityCategoryId: amenity.category_id,
        amenityCategoryName: amenityCategoryName(amenity.category_id),
      })),
      caringStars: providerAwards.filter((award) => award.kind === "caring_stars").map((award) => award.year),
      homeCarePulse: providerAwards
        .filter((award) => award.kind === "home_care_pulse")
        .map((award) => ({ name: award.name, year: award.year })),
      promotions: (promotionsBy.get(row.id) ?? []).map((promotion) => ({
        startsAt: promotion.starts_at,
        endsAt: promotion.ends_at,
        externalPromotionText: promotion.external_text,
        visibleOnlyToFa: promotion.visible_only_to_fa === 1,
      })),
      medicare: (medicareBy.get(row.id) ?? []).map((record) => ({
        federalProviderNumber: record.federal_provider_number,
        localResourceType: record.local_resource_type,
        state: record.state,
        ownershipType: record.ownership_type,
        providerType: record.provider_type,
        certifiedBeds: record.certified_beds,
        ratingDate: record.rating_date,
        overallRating: record.overall_rating,
        healthInspectionRating: record.health_inspection_rating,
        qmRating: record.qm_rating,
        staffingRating: record.staffing_rating,
        metrics: parseMetrics(record.metrics),
      })),
      faqs: (faqsBy.get(row.id) ?? []).map(({ question, answer }) => ({ question, answer })),
      infoCards: (infoCardsBy.get(row.id) ?? []).map((card) => ({
        title: card.title,
        body: card.body,
        icon: card.icon,
        ctaText: card.cta_text,
        ctaUrl: card.cta_url,
      })),
    };
  });
}

/** The records of the given providers straight from D1, in the order of `ids`; unknown ids are left out. */
export async function loadProviderRecords(db: D1Database, ids: readonly number[]): Promise<ProviderRecord[]> {
  const unique = [...new Set(ids)];
  const byId = new Map<number, ProviderRecord>();
  for (let start = 0; start < unique.length; start += IDS_PER_QUERY) {
    for (const record of await loadChunk(db, unique.slice(start, start + IDS_PER_QUERY))) byId.set(record.id, record);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Slugs are lowercase words joined by hyphens; anything else cannot name a provider. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id of the provider with this slug (one indexed lookup; slugs are unique), or null. */
export async function providerIdBySlug(db: D1Database, slug: string): Promise<number | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 200) return null;
  const row = await db.prepare("SELECT id FROM providers WHERE slug = ?1").bind(slug).first<{ id: number }>();
  return row?.id ?? null;
}
