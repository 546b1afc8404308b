/**
 * What the HTML site map pages list, from D1: the states and places with listed providers of a
 * care type, and the providers of a place. "Listed" providers are the ones search shows
 * (`search_excluded = 0`), of a care type they offer (provider_services).
 */
import { urlName } from "../../domain/geo/place-names.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";

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
