/**
 * A provider page's surroundings (domain/providers/provider-nearby.ts): the comparison
 * carousel's providers and the next nearby ones come from the search engine (nearby search's
 * radius and bayesian order, worker/search/search-queries.ts), the nearby cities and the city's
 * other care types from two small queries. Cached in KV for 30 minutes per provider and brand.
 */
import type { Brand } from "../../domain/brands/brands.ts";
import { LISTING_SCOPES } from "../../domain/cache/cache-scopes.ts";
import { careTypeById, careTypeMask } from "../../domain/care-types.ts";
import type { PlaceKeywords } from "../../domain/providers/place-keywords.ts";
import {
  type CityCareType,
  COMPARISON_OTHERS,
  NEARBY_RADIUS_MILES,
  NEARBY_SHOWN,
  type NearbyCity,
  nearbyProviderCard,
  type ProviderNearby,
} from "../../domain/providers/provider-nearby.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import { providerNearbyFamily } from "../../kv-schemas/nearby.ts";
import { generationToken } from "../cache/cache-generations.ts";
import { readThrough } from "../cache/kv-cache.ts";
import { type EngineQuery, runEngine } from "../search/search-queries.ts";
import { loadProviderRecords } from "./provider-queries.ts";

/** Whether the brand's search lists this care type, so that a link to its search page finds something. */
function listedBy(brand: Brand, careTypeId: string): boolean {
  const careType = careTypeById(careTypeId);
  return careType?.searchable === true && brand.searchRollUps.includes(careType.rollUpType);
}

/**
 * Other cities of the provider's state with providers of its primary care type, nearest to the
 * provider first (a flat-earth distance is plenty to order cities a few dozen miles apart).
 */
async function nearbyCities(db: D1Database, record: ProviderRecord, brand: Brand): Promise<NearbyCity[]> {
  const careType = careTypeById(record.primaryCareType.id);
  if (!careType || !listedBy(brand, careType.id)) return [];
  const { latitude, longitude } = record.address;
  const { results } = await db
    .prepare(
      `SELECT c.name, c.state_code, count(*) AS provider_count FROM providers p JOIN cities c ON c.id = p.city_id
       WHERE p.state_code = ?1 AND p.search_excluded = 0 AND (p.care_type_bits & ?2) <> 0
         AND c.id IS NOT (SELECT city_id FROM providers WHERE id = ?3)
       GROUP BY c.id
       ORDER BY pow(c.latitude - ?4, 2) + pow((c.longitude - ?5) * cos(radians(?4)), 2), c.id LIMIT ?6`,
    )
    .bind(record.state.code, careTypeMask([careType]), record.id, latitude, longitude, NEARBY_SHOWN)
    .all<{ name: string; state_code: string; provider_count: number }>();
  return results.map((row) => ({ name: row.name, stateCode: row.state_code, providerCount: row.provider_count }));
}

/** The care types other providers of the city offer, other than the page's own, most offered first. */
async function cityCareTypes(db: D1Database, record: ProviderRecord, brand: Brand): Promise<CityCareType[]> {
  const { results } = await db
    .prepare(
      `SELECT sv.care_type_id, count(*) AS provider_count FROM provider_services sv JOIN providers p ON p.id = sv.provider_id
       WHERE p.city_id = (SELECT city_id FROM providers WHERE id = ?1) AND p.id <> ?1 AND p.search_excluded = 0 AND sv.care_type_id <> ?2
       GROUP BY sv.care_type_id ORDER BY provider_count DESC, sv.care_type_id`,
    )
    .bind(record.id, record.primaryCareType.id)
    .all<{ care_type_id: string; provider_count: number }>();
  return results.flatMap((row) => {
    const careType = careTypeById(row.care_type_id);
    // Only types the brand's search lists: the link goes to its search page.
    if (!careType || !listedBy(brand, careType.id)) return [];
    return [{ slug: careType.slug, label: careType.label, providerCount: row.provider_count }];
  });
}

/** The engine query for the brand's providers within the nearby radius of a point, best bayesian average first. */
function aroundPoint(
  anchor: { latitude: number; longitude: number },
  brand: Brand,
): Omit<EngineQuery, "careTypeId" | "limit"> {
  return {
    anchor,
    radiusMiles: NEARBY_RADIUS_MILES,
    region: null,
    rollUps: brand.searchRollUps,
    features: [],
    matchAll: false,
    minRating: null,
    minMedicareRating: null,
    priceBands: [1, 4],
    ongoingPromotionAt: null,
    onlyIndexed: false,
    enhancedOnly: false,
    sort: "bayesian",
    offset: 0,
    withFacets: false,
  };
}

/** Loads the surroundings from D1: two engine searches, the cities and the care types, side by side. */
async function loadProviderNearby(db: D1Database, record: ProviderRecord, brand: Brand): Promise<ProviderNearby> {
  const around = aroundPoint({ latitude: record.address.latitude, longitude: record.address.longitude }, brand);
  const [sameType, anyType, cities, careTypes] = await Promise.all([
    runEngine(db, { ...around, careTypeId: record.primaryCareType.id, limit: COMPARISON_OTHERS + 1 }),
    runEngine(db, { ...around, careTypeId: null, limit: COMPARISON_OTHERS + NEARBY_SHOWN + 1 }),
    nearbyCities(db, record, brand),
    cityCareTypes(db, record, brand),
  ]);
  const comparisonIds = sameType.hits
    .map((hit) => hit.id)
    .filter((id) => id !== record.id)
    .slice(0, COMPARISON_OTHERS);
  const nearbyIds = anyType.hits
    .map((hit) => hit.id)
    .filter((id) => id !== record.id && !comparisonIds.includes(id))
    .slice(0, NEARBY_SHOWN);
  // The cards come from D1 like search results' do; the whole block is what gets cached.
  const records = new Map(
    (await loadProviderRecords(db, [...comparisonIds, ...nearbyIds])).map((loaded) => [loaded.id, loaded]),
  );
  const cards = (ids: number[]) =>
    ids.flatMap((id) => {
      const loaded = records.get(id);
      return loaded ? [nearbyProviderCard(loaded)] : [];
    });
  return {
    comparison: cards(comparisonIds),
    nearbyProviders: cards(nearbyIds),
    nearbyCities: cities,
    cityCareTypes: careTypes,
  };
}

/**
 * The provider's surroundings as this brand lists them, from KV when cached (30 minutes) under
 * the listings' generations, else from D1; straight from D1 when the generations cannot be read.
 */
export async function providerNearby(
  env: { DB: D1Database; CACHE: KVNamespace },
  record: ProviderRecord,
  brand: Brand,
): Promise<ProviderNearby> {
  const load = () => loadProviderNearby(env.DB, record, brand);
  const generation = await generationToken(env.CACHE, LISTING_SCOPES);
  if (generation === null) return load();
  return readThrough(env.CACHE, providerNearbyFamily, load, record.id, brand.id, generation);
}

/**
 * The brand's providers within the nearby radius of a point that match the map's keywords
 * (domain/providers/place-keywords.ts), nearest first, with their distances.
 */
export async function providersMatchingNear(
  db: D1Database,
  anchor: { latitude: number; longitude: number },
  keywords: PlaceKeywords,
  brand: Brand,
  limit: number,
): Promise<{ record: ProviderRecord; distanceMiles: number }[]> {
  const { hits } = await runEngine(db, {
    ...aroundPoint(anchor, brand),
    careTypeId: null,
    sort: "distance",
    keywordMatch: { careTypeMask: careTypeMask(keywords.careTypes), nameWords: keywords.nameWords },
    limit,
  });
  const records = new Map(
    (
      await loadProviderRecords(
        db,
        hits.map((hit) => hit.id),
      )
    ).map((loaded) => [loaded.id, loaded]),
  );
  return hits.flatMap((hit) => {
    const record = records.get(hit.id);
    return record ? [{ record, distanceMiles: hit.distanceMiles }] : [];
  });
}
