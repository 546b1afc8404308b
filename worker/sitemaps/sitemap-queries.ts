/**
 * What the XML sitemaps and the site-map pages list, from D1: the provider pages search engines
 * may index, the geo pages that have providers, the content pages, and the places of a state
 * and the providers of a place for a care type. "Listed" providers are the ones search shows
 * (`search_excluded = 0`), of a care type they offer (provider_services).
 */
import { urlName } from "../../domain/geo/place-names.ts";
import { DETAILED_DESCRIPTION_WORDS, isThinPage, wordCount } from "../../domain/providers/provider-structured-data.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";

export interface ProviderPageEntry {
  path: string;
  /** When the provider's row last changed (W3C datetime). */
  updatedAt: string | null;
}

/**
 * A description shorter than this many characters cannot hold the words the thin-page rule
 * asks for (each word and the space after it), so the query leaves its text out.
 */
const SHORTEST_DETAILED_DESCRIPTION = DETAILED_DESCRIPTION_WORDS * 2 - 1;

/**
 * The provider pages that do not tell search engines to stay away, in id order: the ones an
 * operator left indexed and that are not thin (the provider page's own rule,
 * domain/providers/provider-structured-data.ts), whose primary care type is of the roll-ups given.
 */
export async function indexableProviderPages(
  db: D1Database,
  rollUpTypes: readonly string[],
): Promise<ProviderPageEntry[]> {
  if (rollUpTypes.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.slug, p.updated_at, ct.slug AS care_type_slug, s.url_name AS state_url_name,
          c.url_name AS city_url_name, p.city_name, p.review_count, p.enhanced_listing, p.subscription_contract,
          EXISTS (SELECT 1 FROM provider_services sv WHERE sv.provider_id = p.id AND sv.is_claimed = 1) AS claimed,
          (SELECT count(DISTINCT pa.amenity_id) FROM provider_amenities pa WHERE pa.provider_id = p.id) AS amenities,
          (SELECT count(*) FROM provider_faqs f WHERE f.provider_id = p.id) AS faqs,
          CASE WHEN length(p.description) >= ?1 THEN p.description ELSE '' END AS description
        FROM providers p JOIN care_types ct ON ct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
        LEFT JOIN cities c ON c.id = p.city_id
        WHERE p.is_indexed = 1 AND ct.roll_up_type IN (SELECT value FROM json_each(?2))
        ORDER BY p.id`,
    )
    .bind(SHORTEST_DETAILED_DESCRIPTION, JSON.stringify(rollUpTypes))
    .all<{
      slug: string;
      updated_at: string | null;
      care_type_slug: string;
      state_url_name: string;
      city_url_name: string | null;
      city_name: string;
      review_count: number;
      enhanced_listing: number;
      subscription_contract: number;
      claimed: number;
      amenities: number;
      faqs: number;
      description: string;
    }>();
  return results
    .filter(
      (row) =>
        !isThinPage({
          reviewCount: row.review_count,
          enhancedListing: row.enhanced_listing === 1,
          claimedService: row.claimed === 1,
          descriptionWords: row.description ? wordCount(row.description) : 0,
          distinctAmenities: row.amenities,
          faqCount: row.faqs,
          subscriptionContract: row.subscription_contract === 1,
        }),
    )
    .map((row) => ({
      path: providerPagePath({
        careTypeSlug: row.care_type_slug,
        stateUrlName: row.state_url_name,
        cityUrlName: row.city_url_name ?? urlName(row.city_name),
        slug: row.slug,
      }),
      updatedAt: row.updated_at,
    }));
}

export interface GeoPlaceRow {
  careTypeId: string;
  stateUrlName: string;
  /** The city's or county's url name; null for the state itself. */
  placeUrlName: string | null;
}

/**
 * The states, cities and counties with listed providers, per care type (of the ids given),
 * sorted by care type, state and place.
 */
export async function geoPagesWithProviders(db: D1Database, careTypeIds: readonly string[]): Promise<GeoPlaceRow[]> {
  if (careTypeIds.length === 0) return [];
  const ids = JSON.stringify(careTypeIds);
  const listed = `FROM provider_services sv JOIN providers p ON p.id = sv.provider_id JOIN states s ON s.code = p.state_code`;
  const where = `WHERE p.search_excluded = 0 AND sv.care_type_id IN (SELECT value FROM json_each(?1))`;
  const [states, cities, counties] = await db.batch<{
    care_type_id: string;
    state_url_name: string;
    place_url_name: string | null;
  }>([
    db
      .prepare(
        `SELECT DISTINCT sv.care_type_id, s.url_name AS state_url_name, NULL AS place_url_name ${listed} ${where}`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT DISTINCT sv.care_type_id, s.url_name AS state_url_name, c.url_name AS place_url_name ${listed}
          JOIN cities c ON c.id = p.city_id ${where}`,
      )
      .bind(ids),
    db
      .prepare(
        `SELECT DISTINCT sv.care_type_id, s.url_name AS state_url_name, k.url_name AS place_url_name ${listed}
          JOIN counties k ON k.id = p.county_id ${where}`,
      )
      .bind(ids),
  ]);
  const rows = [states, cities, counties].flatMap((result) => result?.results ?? []);
  const order = new Map(careTypeIds.map((id, index) => [id, index]));
  return rows
    .map((row) => ({
      careTypeId: row.care_type_id,
      stateUrlName: row.state_url_name,
      placeUrlName: row.place_url_name,
    }))
    .sort(
      (a, b) =>
        (order.get(a.careTypeId) ?? 0) - (order.get(b.careTypeId) ?? 0) ||
        a.stateUrlName.localeCompare(b.stateUrlName) ||
        (a.placeUrlName ?? "").localeCompare(b.placeUrlName ?? ""),
    );
}

/**
 * The content pages' paths (the content_pages table, kind 'page'), sorted. Before the table
 * exists the list is empty rather than an error.
 */
export async function contentPagePaths(db: D1Database): Promise<string[]> {
  try {
    const { results } = await db
      .prepare("SELECT path FROM content_pages WHERE kind = 'page' ORDER BY path")
      .all<{ path: string }>();
    return results.map((row) => row.path).filter((path) => path.startsWith("/") && !path.startsWith("//"));
  } catch (error) {
    if (String(error).includes("no such table")) return [];
    throw error;
  }
}

export interface StateRow {
  code: string;
  name: string;
  urlName: string;
}

/** The states with listed providers of each care type (of the ids given), by state name. */
export async function statesWithProviders(
  db: D1Database,
  careTypeIds: readonly string[],
): Promise<Map<string, StateRow[]>> {
  const byCareType = new Map<string, StateRow[]>();
  if (careTypeIds.length === 0) return byCareType;
  const { results } = await db
    .prepare(
      `SELECT DISTINCT sv.care_type_id, s.code, s.name, s.url_name
        FROM provider_services sv JOIN providers p ON p.id = sv.provider_id JOIN states s ON s.code = p.state_code
        WHERE p.search_excluded = 0 AND sv.care_type_id IN (SELECT value FROM json_each(?1))
        ORDER BY s.name`,
    )
    .bind(JSON.stringify(careTypeIds))
    .all<{ care_type_id: string; code: string; name: string; url_name: string }>();
  for (const row of results) {
    const list = byCareType.get(row.care_type_id) ?? [];
    list.push({ code: row.code, name: row.name, urlName: row.url_name });
    byCareType.set(row.care_type_id, list);
  }
  return byCareType;
}

export async function stateByUrlName(db: D1Database, stateUrlName: string): Promise<StateRow | null> {
  const row = await db
    .prepare("SELECT code, name, url_name FROM states WHERE url_name = ?1")
    .bind(stateUrlName)
    .first<{ code: string; name: string; url_name: string }>();
  return row ? { code: row.code, name: row.name, urlName: row.url_name } : null;
}

export interface PlaceRow {
  kind: "city" | "county";
  id: number;
  name: string;
  urlName: string;
}

/** A city or county of a state by its url name: the city first, then the county. */
export async function placeByUrlName(
  db: D1Database,
  stateCode: string,
  placeUrlName: string,
): Promise<PlaceRow | null> {
  const row = await db
    .prepare(
      `SELECT kind, id, name, url_name FROM (
          SELECT 'city' AS kind, 0 AS rank, id, name, url_name FROM cities WHERE state_code = ?1 AND url_name = ?2
          UNION ALL
          SELECT 'county' AS kind, 1 AS rank, id, name, url_name FROM counties WHERE state_code = ?1 AND url_name = ?2
        ) ORDER BY rank LIMIT 1`,
    )
    .bind(stateCode, placeUrlName)
    .first<{ kind: "city" | "county"; id: number; name: string; url_name: string }>();
  return row ? { kind: row.kind, id: row.id, name: row.name, urlName: row.url_name } : null;
}

export interface PlaceWithProviders extends PlaceRow {
  providerCount: number;
}

/** The cities and the counties of a state with listed providers of a care type, each by name. */
export async function placesWithProviders(
  db: D1Database,
  careTypeId: string,
  stateCode: string,
): Promise<{ cities: PlaceWithProviders[]; counties: PlaceWithProviders[] }> {
  const listed = `FROM provider_services sv JOIN providers p ON p.id = sv.provider_id`;
  const where = `WHERE sv.care_type_id = ?1 AND p.search_excluded = 0 AND p.state_code = ?2`;
  const [cities, counties] = await db.batch<{ id: number; name: string; url_name: string; provider_count: number }>([
    db
      .prepare(
        `SELECT c.id, c.name, c.url_name, count(DISTINCT p.id) AS provider_count ${listed}
          JOIN cities c ON c.id = p.city_id ${where} GROUP BY c.id ORDER BY c.name`,
      )
      .bind(careTypeId, stateCode),
    db
      .prepare(
        `SELECT k.id, k.name, k.url_name, count(DISTINCT p.id) AS provider_count ${listed}
          JOIN counties k ON k.id = p.county_id ${where} GROUP BY k.id ORDER BY k.name`,
      )
      .bind(careTypeId, stateCode),
  ]);
  const rows = (kind: PlaceRow["kind"], list: typeof cities) =>
    (list?.results ?? []).map((row) => ({
      kind,
      id: row.id,
      name: row.name,
      urlName: row.url_name,
      providerCount: row.provider_count,
    }));
  return { cities: rows("city", cities), counties: rows("county", counties) };
}

export interface SiteMapProvider {
  id: number;
  name: string;
  /** The provider page's path. */
  url: string;
}

/** The listed providers of a care type in a city or a county, by name. */
export async function providersOfPlace(
  db: D1Database,
  careTypeId: string,
  place: Pick<PlaceRow, "kind" | "id">,
): Promise<SiteMapProvider[]> {
  const column = place.kind === "city" ? "p.city_id" : "p.county_id";
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.slug, p.city_name, ct.slug AS care_type_slug, s.url_name AS state_url_name,
          c.url_name AS city_url_name
        FROM provider_services sv JOIN providers p ON p.id = sv.provider_id
        JOIN care_types ct ON ct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
        LEFT JOIN cities c ON c.id = p.city_id
        WHERE sv.care_type_id = ?1 AND p.search_excluded = 0 AND ${column} = ?2
        ORDER BY p.name COLLATE NOCASE, p.id`,
    )
    .bind(careTypeId, place.id)
    .all<{
      id: number;
      name: string;
      slug: string;
      city_name: string;
      care_type_slug: string;
      state_url_name: string;
      city_url_name: string | null;
    }>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    url: providerPagePath({
      careTypeSlug: row.care_type_slug,
      stateUrlName: row.state_url_name,
      cityUrlName: row.city_url_name ?? urlName(row.city_name),
      slug: row.slug,
    }),
  }));
}
