/**
 * The search engine over D1: a bounding box on the indexed latitude and longitude, the exact
 * great-circle distance, the care type and filters, then sort and page, with the totals and
 * the amenity facets of the same matched set, in one statement (the set is computed once).
 */
import { AMENITY_TYPES, amenityMask } from "../../domain/amenities.ts";
import { CARE_TYPES, careTypeMask, type RollUpType } from "../../domain/care-types.ts";
import { EARTH_RADIUS_MILES } from "../../domain/geo/miles.ts";
import {
  type FilterTest,
  PRICE_BAND_CEILINGS_CENTS,
  priceBandMask,
  roomTypeMask,
  type SortValue,
} from "../../domain/search/search-filters.ts";
import { RATED_MEDICARE_KINDS_SQL } from "../providers/aggregate-queries.ts";

export type SearchRegion =
  | { kind: "zip"; zip: string }
  | { kind: "city"; cityId: number }
  | { kind: "county"; countyId: number }
  | { kind: "state"; stateCode: string };

export interface EngineQuery {
  /** The point distances are measured from. */
  anchor: { latitude: number; longitude: number };
  /** Miles around the anchor; null searches the whole region (a state) instead. */
  radiusMiles: number | null;
  /** The place searched for: its providers are 'in region', the others within the radius 'nearby'. */
  region: SearchRegion | null;
  /** The care type searched; null searches every type of the brand's roll-ups. */
  careTypeId: string | null;
  /** The site's tag filter: the roll-up types this brand lists. */
  rollUps: readonly RollUpType[];
  features: readonly FilterTest[];
  matchAll: boolean;
  minRating: number | null;
  /** The fewest Medicare overall stars, or null for no such filter. */
  minMedicareRating: number | null;
  /** Price bands 1-4, inclusive; [1, 4] does not filter. */
  priceBands: readonly [number, number];
  /** ISO time: only providers with a promotion running then; null for no such filter. */
  ongoingPromotionAt: string | null;
  onlyIndexed: boolean;
  enhancedOnly: boolean;
  sort: SortValue | "bayesian" | "rating-asc";
  /**
   * Keyword alternatives (the map's nearby places): a provider matches when it offers a care
   * type of `careTypeMask` or its name, lowercased, holds every word of one of `nameWords`.
   * Absent: no such filter.
   */
  keywordMatch?: { careTypeMask: number; nameWords: readonly (readonly string[])[] };
  /** Providers left out of the matched set (a provider page's own listing of its neighbours). Absent: none. */
  excludeIds?: readonly number[];
  offset: number;
  limit: number;
  withFacets: boolean;
}

interface EngineHit {
  id: number;
  distanceMiles: number;
  inRegion: boolean;
}

interface EngineResult {
  hits: EngineHit[];
  totalItems: number;
  totalRegionItems: number;
  totalNearbyItems: number;
  /** Matched providers per amenity id, in region and nearby. */
  facets: Map<number, { inRegion: number; nearby: number }>;
  /** Time D1 spent executing the search's statements, as it reports it (meta.duration). */
  sqlDurationMs: number;
  /** The page's cards, in the hits' order, when they were asked for (`runEngine`'s `cards`). */
  cards: CardSource[];
}

/** Collects bound parameters and hands out their numbered placeholders. */
class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/** A test other than an amenity one (amenities are tested together, on the bitmask). */
function featureCondition(test: Exclude<FilterTest, { kind: "amenity" }>, params: Parameters): string {
  switch (test.kind) {
    case "verified":
      return "(p.enhanced_listing = 1 OR p.claimed = 1)";
    case "caringStars":
      return "p.has_caring_stars = 1";
    case "minPhotos":
      return `p.photo_count >= ${params.add(test.count)}`;
    case "roomType":
      return `(p.room_type_bits & ${params.add(roomTypeMask(test.roomType))}) <> 0`;
  }
}

function regionCondition(region: SearchRegion | null, params: Parameters): string {
  if (!region) return "1";
  switch (region.kind) {
    case "zip":
      return `(p.zip = ${params.add(region.zip)})`;
    case "city":
      return `(p.city_id = ${params.add(region.cityId)})`;
    case "county":
      return `(p.county_id = ${params.add(region.countyId)})`;
    case "state":
      return `(p.state_code = ${params.add(region.stateCode)})`;
  }
}

const ORDER: Record<EngineQuery["sort"], string> = {
  distance: "distance, id",
  "best-rated": "bayesian_average DESC, distance, id",
  "best-staff": "rating_staff IS NULL, rating_staff DESC, distance, id",
  "best-activities": "rating_activities IS NULL, rating_activities DESC, distance, id",
  "best-meals-dining": "rating_food IS NULL, rating_food DESC, distance, id",
  "most-reviews": "review_count DESC, distance, id",
  "medicare-rating": "medicare_overall_rating IS NULL, medicare_overall_rating DESC, distance, id",
  bayesian: "bayesian_average DESC, distance, id",
  "rating-asc": "average_rating, distance, id",
};

/** The SQL of the matched set (with distance and region), shared by the page and the facets. */
function matchedSet(query: EngineQuery, params: Parameters): string {
  const { latitude, longitude } = query.anchor;
  const lat = params.add(latitude);
  const lng = params.add(longitude);
  const distance = `${EARTH_RADIUS_MILES} * 2 * asin(min(1, sqrt(
      pow(sin(radians(p.latitude - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(p.latitude)) * pow(sin(radians(p.longitude - ${lng}) / 2), 2))))`;

  const where: string[] = ["p.search_excluded = 0"];
  if (query.radiusMiles !== null) {
    // A box a little larger than the circle; the exact distance decides below.
    const latSpan = (query.radiusMiles / 69.0) * 1.01;
    const lngSpan = (query.radiusMiles / (69.172 * Math.max(0.01, Math.cos((latitude * Math.PI) / 180)))) * 1.01;
    where.push(`p.latitude BETWEEN ${params.add(latitude - latSpan)} AND ${params.add(latitude + latSpan)}`);
    where.push(`p.longitude BETWEEN ${params.add(longitude - lngSpan)} AND ${params.add(longitude + lngSpan)}`);
  } else if (query.region?.kind === "state") {
    where.push(`p.state_code = ${params.add(query.region.stateCode)}`);
  }
  if (query.excludeIds?.length) {
    where.push(`p.id NOT IN (${query.excludeIds.map((id) => params.add(id)).join(", ")})`);
  }
  if (query.onlyIndexed) where.push("p.is_indexed = 1");
  if (query.enhancedOnly) where.push("p.enhanced_listing = 1");
  if (query.minRating !== null) where.push(`p.average_rating >= ${params.add(query.minRating)}`);
  if (query.minMedicareRating !== null) {
    where.push(`p.medicare_overall_rating >= ${params.add(query.minMedicareRating)}`);
  }

  // The care type (or, with none, every searchable type of the brand's roll-ups) on the bitmask.
  const careTypes = query.careTypeId
    ? CARE_TYPES.filter((careType) => careType.id === query.careTypeId)
    : CARE_TYPES.filter((careType) => careType.searchable);
  const mask = careTypeMask(careTypes.filter((careType) => query.rollUps.includes(careType.rollUpType)));
  where.push(`(p.care_type_bits & ${params.add(mask)}) <> 0`);

  const [lowBand, highBand] = query.priceBands;
  if (lowBand > 1 || highBand < 4) {
    const searched = query.careTypeId ? CARE_TYPES.find((careType) => careType.id === query.careTypeId) : undefined;
    if (searched) {
      // The searched care type's own starting price, by its band's bit.
      where.push(`(p.price_band_bits & ${params.add(priceBandMask(searched.bit, lowBand, highBand))}) <> 0`);
    } else {
      // Without a care type: the provider's lowest starting price.
      const bounds: string[] = [];
      if (lowBand > 1) bounds.push(`>= ${params.add(PRICE_BAND_CEILINGS_CENTS[lowBand - 2])}`);
      if (highBand < 4) bounds.push(`< ${params.add(PRICE_BAND_CEILINGS_CENTS[highBand - 1])}`);
      where.push(
        `p.min_price_cents IS NOT NULL AND ${bounds.map((bound) => `p.min_price_cents ${bound}`).join(" AND ")}`,
      );
    }
  }

  if (query.ongoingPromotionAt) {
    const now = params.add(query.ongoingPromotionAt);
    where.push(`EXISTS (SELECT 1 FROM promotions pr WHERE pr.provider_id = p.id AND pr.visible_only_to_fa = 0
      AND pr.external_text <> '' AND (pr.starts_at IS NULL OR pr.starts_at <= ${now})
      AND (pr.ends_at IS NULL OR pr.ends_at >= ${now}))`);
  }

  if (query.features.length) {
    const amenityIds = query.features.flatMap((test) => (test.kind === "amenity" ? [test.amenityId] : []));
    const conditions = query.features.flatMap((test) =>
      test.kind === "amenity" ? [] : [featureCondition(test, params)],
    );
    if (amenityIds.length) {
      const mask = params.add(amenityMask(amenityIds));
      conditions.unshift(query.matchAll ? `(p.amenity_bits & ${mask}) = ${mask}` : `(p.amenity_bits & ${mask}) <> 0`);
    }
    where.push(`(${conditions.join(query.matchAll ? " AND " : " OR ")})`);
  }

  if (query.keywordMatch) {
    const { careTypeMask: keywordMask, nameWords } = query.keywordMatch;
    const alternatives = nameWords.map(
      (words) => `(${words.map((word) => `instr(lower(p.name), ${params.add(word)}) > 0`).join(" AND ")})`,
    );
    if (keywordMask) alternatives.unshift(`(p.care_type_bits & ${params.add(keywordMask)}) <> 0`);
    where.push(alternatives.length ? `(${alternatives.join(" OR ")})` : "0");
  }

  const inRegion = regionCondition(query.region, params);
  const radius = query.radiusMiles === null ? "" : `WHERE distance <= ${params.add(query.radiusMiles)}`;
  // Materialised, so the distance is computed once per candidate, not once per use.
  return `WITH candidates AS MATERIALIZED (
      SELECT p.id, ${distance} AS distance, CASE WHEN ${inRegion} THEN 1 ELSE 0 END AS in_region, p.amenity_bits,
        p.bayesian_average, p.average_rating, p.review_count, p.rating_staff, p.rating_activities, p.rating_food,
        p.medicare_overall_rating
      FROM providers p
      WHERE ${where.join(" AND ")}
    ), matched AS (SELECT * FROM candidates ${radius})`;
}

interface HitRow {
  hit_id: number;
  distance: number;
  in_region: number;
  /** Without facets: the window totals. */
  total?: number;
  region_total?: number;
  /** With facets: the matched set's summary (facetSummary). */
  summary?: string;
}

/**
 * Amenity counts are summed three to an aggregate: lanes of 21 bits of one 64-bit integer, bits
 * `k`, `k + 21` and `k + 42` of the bitmask added at once (SQLite's aggregate step, not the bit
 * arithmetic, is the cost: 46 sums over a big city's matched set were most of the search's time
 * in D1). A lane holds a count up to 2,097,151 providers, more than the directory has.
 */
const LANE_BITS = 21;
const LANES = 3;
const LANE_MASK = 2 ** LANE_BITS - 1;
/** Bit 0 of each lane. */
const LANE_ONES = Array.from({ length: LANES }, (_, lane) => 2 ** (lane * LANE_BITS)).reduce((a, b) => a + b, 0);
/** The sums needed: one per bit of the first lane, as far as the highest amenity bit needs. */
const LANE_SUMS = Math.min(LANE_BITS, Math.max(...AMENITY_TYPES.map(({ bit }) => bit)) + 1);
const amenityByBit = new Map(AMENITY_TYPES.map((amenity) => [amenity.bit, amenity]));

/**
 * The matched set's totals and amenity facets in one pass, as one JSON value: an array per side
 * (in region, nearby) of [in_region, providers, then for each lane sum k its three lanes, the
 * providers with bit k, k + 21 and k + 42]. A scalar subquery, so SQLite computes it once beside
 * the page's rows; the lanes are split in SQL, so every number stays within JSON's exact range.
 */
function facetSummary(): string {
  const sums = Array.from({ length: LANE_SUMS }, (_, k) => `sum((amenity_bits >> ${k}) & ${LANE_ONES}) AS s${k}`).join(
    ", ",
  );
  const lanes = Array.from({ length: LANE_SUMS }, (_, k) =>
    Array.from({ length: LANES }, (_, lane) => `(s${k} >> ${lane * LANE_BITS}) & ${LANE_MASK}`).join(", "),
  ).join(", ");
  return `(SELECT json_group_array(json_array(in_region, providers, ${lanes})) FROM (
      SELECT in_region, count(*) AS providers, ${sums} FROM matched GROUP BY in_region))`;
}

interface Summary {
  totalItems: number;
  totalRegionItems: number;
  facets: Map<number, { inRegion: number; nearby: number }>;
}

/** Reads facetSummary's value; the engine's own SQL wrote it, so it is read, not re-validated. */
function readSummary(text: string | null | undefined): Summary {
  const sides = text ? (JSON.parse(text) as number[][]) : [];
  const summary: Summary = { totalItems: 0, totalRegionItems: 0, facets: new Map() };
  for (const [inRegion, count = 0, ...lanes] of sides) {
    summary.totalItems += count;
    if (inRegion === 1) summary.totalRegionItems += count;
    lanes.forEach((providers, index) => {
      // Lane `lane` of sum k counts bit k + 21 * lane.
      const amenity = amenityByBit.get((index % LANES) * LANE_BITS + Math.floor(index / LANES));
      if (!amenity || providers === 0) return;
      const counts = summary.facets.get(amenity.id) ?? { inRegion: 0, nearby: 0 };
      if (inRegion === 1) counts.inRegion += providers;
      else counts.nearby += providers;
      summary.facets.set(amenity.id, counts);
    });
  }
  return summary;
}

/**
 * Runs one search: the page of hits, the totals, and (when asked) the amenity facets, in one
 * statement; with `cards`, the page's cards come in the same statement too, each hit's row
 * carrying its provider's card columns (one round trip to D1 for the whole search).
 */
export async function runEngine(
  db: D1Database,
  query: EngineQuery,
  cards?: { photosPerCard: number },
): Promise<EngineResult> {
  const params = new Parameters();
  const counts = query.withFacets
    ? `${facetSummary()} AS summary`
    : "count(*) OVER () AS total, sum(in_region) OVER () AS region_total";
  const order = ORDER[query.sort];
  const limits = `LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}`;
  const pageSql = cards
    ? // The page's few rows sorted again by the same terms: each names a column only the provider
      // has, or the page's distance; the id is the page's own.
      `${matchedSet(query, params)}, page AS MATERIALIZED (
        SELECT id AS hit_id, distance, in_region, ${counts} FROM matched ORDER BY ${order} ${limits})
      SELECT page.*, ${cardColumns(params, cards.photosPerCard)}
      FROM page JOIN providers p ON p.id = page.hit_id ${cardJoins} ORDER BY ${order.replace(/\bid$/, "page.hit_id")}`
    : `${matchedSet(query, params)}
      SELECT id AS hit_id, distance, in_region, ${counts} FROM matched ORDER BY ${order} ${limits}`;
  const page = await db
    .prepare(pageSql)
    .bind(...params.values)
    .all<HitRow & Partial<CardRow>>();
  let sqlDurationMs = page.meta.duration ?? 0;
  const rows = page.results;
  const first = rows[0];
  let summary: Summary = query.withFacets
    ? readSummary(first?.summary)
    : { totalItems: first?.total ?? 0, totalRegionItems: first?.region_total ?? 0, facets: new Map() };

  // An offset past the end returns no rows, and so no totals: count separately then.
  if (rows.length === 0 && query.offset > 0) {
    const countParams = new Parameters();
    const counted = await db
      .prepare(`${matchedSet(query, countParams)} SELECT ${facetSummary()} AS summary`)
      .bind(...countParams.values)
      .all<{ summary: string | null }>();
    sqlDurationMs += counted.meta.duration ?? 0;
    const whole = readSummary(counted.results[0]?.summary);
    summary = query.withFacets ? whole : { ...whole, facets: new Map() };
  }

  return {
    hits: rows.map((row) => ({ id: row.hit_id, distanceMiles: row.distance, inRegion: row.in_region === 1 })),
    totalItems: summary.totalItems,
    totalRegionItems: summary.totalRegionItems,
    totalNearbyItems: summary.totalItems - summary.totalRegionItems,
    facets: summary.facets,
    sqlDurationMs,
    cards: cards ? rows.map((row) => cardSourceOfRow(row as CardRow)) : [],
  };
}

/**
 * What a result card shows of one provider (search-service.ts `resultCard`), read with the
 * search's page of hits in its own statement: the provider's own row with its lists (services,
 * amenities, the card's photos, awards, promotions, the latest approved review) as JSON columns,
 * instead of the full record's eleven statements and their floor plans, Medicare rows and FAQs.
 */
export interface CardSource {
  id: number;
  legacyId: string | null;
  name: string;
  slug: string;
  /** The provider page's path parts. */
  careTypeSlug: string;
  stateUrlName: string;
  cityUrlName: string | null;
  address: {
    formattedAddress: string;
    street: string;
    city: string;
    state: string;
    zipCode: string;
    latitude: number;
    longitude: number;
  };
  averageRating: number;
  reviewCount: number;
  isIndexed: boolean;
  enhancedListing: boolean;
  phoneNumber: string;
  tags: string[];
  description: string;
  minPriceCents: number | null;
  services: {
    legacyResourceId: string | null;
    careTypeId: string;
    label: string;
    license: string | null;
    startingPriceCents: number | null;
  }[];
  amenities: { amenityId: number; amenityName: string; amenityCategoryId: number }[];
  photoUrls: string[];
  /** Newest first, then by name. */
  awards: { kind: string; name: string; year: number }[];
  promotions: {
    startsAt: string | null;
    endsAt: string | null;
    externalPromotionText: string;
    visibleOnlyToFa: boolean;
  }[];
  latestReview: string | null;
  /** The provider's Medicare records of a rated kind: kind, overall rating, date of the data. */
  medicareRatings: { localResourceType: string; overallRating: number | null; ratingDate: string | null }[];
  source: "cms" | "demo";
}

interface CardRow {
  id: number;
  legacy_id: string | null;
  name: string;
  slug: string;
  care_type_slug: string;
  state_url_name: string;
  city_url_name: string | null;
  formatted_address: string;
  street: string;
  city_name: string;
  state_code: string;
  zip: string;
  latitude: number;
  longitude: number;
  average_rating: number;
  review_count: number;
  is_indexed: number;
  enhanced_listing: number;
  phone: string;
  tags: string;
  description: string;
  min_price_cents: number | null;
  services: string;
  amenities: string;
  photos: string;
  awards: string;
  promotions: string;
  latest_review: string | null;
  medicare: string;
  source: "cms" | "demo";
}

function jsonList<T>(text: string | null): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/**
 * A card's columns (CardRow) of the provider `p`, its lists as JSON columns, and the joins they
 * read (`cardJoins`): the search reads its page's cards in its own statement (`runEngine`).
 */
function cardColumns(params: Parameters, photosPerCard: number): string {
  const photoLimit = params.add(photosPerCard);
  return `p.id, p.legacy_id, p.name, p.slug, ct.slug AS care_type_slug, s.url_name AS state_url_name,
      c.url_name AS city_url_name, p.formatted_address, p.street, p.city_name, p.state_code, p.zip, p.latitude,
      p.longitude, p.average_rating, p.review_count, p.is_indexed, p.enhanced_listing, p.phone, p.tags, p.description,
      p.min_price_cents, p.source,
      (SELECT json_group_array(json_array(m.local_resource_type, m.overall_rating, m.rating_date))
        FROM medicare_records m WHERE m.provider_id = p.id AND m.local_resource_type IN (${RATED_MEDICARE_KINDS_SQL})) AS medicare,
      (SELECT json_group_array(json_array(legacy_resource_id, care_type_id, label, license, starting_price_cents))
        FROM (SELECT sv.legacy_resource_id, sv.care_type_id, sct.label, sv.license, sv.starting_price_cents
          FROM provider_services sv JOIN care_types sct ON sct.id = sv.care_type_id
          WHERE sv.provider_id = p.id ORDER BY sct.label)) AS services,
      (SELECT json_group_array(json_array(id, name, category_id))
        FROM (SELECT t.id, t.name, t.category_id FROM provider_amenities pa JOIN amenity_types t ON t.id = pa.amenity_id
          WHERE pa.provider_id = p.id ORDER BY t.category_id, t.id)) AS amenities,
      (SELECT json_group_array(url)
        FROM (SELECT url FROM photos WHERE provider_id = p.id ORDER BY position LIMIT ${photoLimit})) AS photos,
      (SELECT json_group_array(json_array(kind, name, year))
        FROM (SELECT kind, name, year FROM awards WHERE provider_id = p.id ORDER BY year DESC, name)) AS awards,
      (SELECT json_group_array(json_array(starts_at, ends_at, external_text, visible_only_to_fa))
        FROM (SELECT starts_at, ends_at, external_text, visible_only_to_fa FROM promotions
          WHERE provider_id = p.id ORDER BY id)) AS promotions,
      (SELECT r.content FROM reviews r WHERE r.provider_id = p.id AND r.status = 'approved'
        ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS latest_review`;
}

const cardJoins = `JOIN care_types ct ON ct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
    LEFT JOIN cities c ON c.id = p.city_id`;

/** A card row as the card's source; the lists are the card SQL's own JSON. */
function cardSourceOfRow(row: CardRow): CardSource {
  return {
    id: row.id,
    legacyId: row.legacy_id,
    name: row.name,
    slug: row.slug,
    careTypeSlug: row.care_type_slug,
    stateUrlName: row.state_url_name,
    cityUrlName: row.city_url_name,
    address: {
      formattedAddress: row.formatted_address,
      street: row.street,
      city: row.city_name,
      state: row.state_code,
      zipCode: row.zip,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    averageRating: row.average_rating,
    reviewCount: row.review_count,
    isIndexed: row.is_indexed === 1,
    enhancedListing: row.enhanced_listing === 1,
    phoneNumber: row.phone,
    tags: jsonList<unknown>(row.tags).filter((tag): tag is string => typeof tag === "string"),
    description: row.description,
    minPriceCents: row.min_price_cents,
    services: jsonList<[string | null, string, string, string | null, number | null]>(row.services).map(
      ([legacyResourceId, careTypeId, label, license, startingPriceCents]) => ({
        legacyResourceId,
        careTypeId,
        label,
        license,
        startingPriceCents,
      }),
    ),
    amenities: jsonList<[number, string, number]>(row.amenities).map(([amenityId, amenityName, amenityCategoryId]) => ({
      amenityId,
      amenityName,
      amenityCategoryId,
    })),
    photoUrls: jsonList<string>(row.photos),
    awards: jsonList<[string, string, number]>(row.awards).map(([kind, name, year]) => ({ kind, name, year })),
    promotions: jsonList<[string | null, string | null, string, number]>(row.promotions).map(
      ([startsAt, endsAt, externalPromotionText, visibleOnlyToFa]) => ({
        startsAt,
        endsAt,
        externalPromotionText,
        visibleOnlyToFa: visibleOnlyToFa === 1,
      }),
    ),
    latestReview: row.latest_review,
    medicareRatings: jsonList<[string, number | null, string | null]>(row.medicare).map(
      ([localResourceType, overallRating, ratingDate]) => ({ localResourceType, overallRating, ratingDate }),
    ),
    source: row.source,
  };
}
