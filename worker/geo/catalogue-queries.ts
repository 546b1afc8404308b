/**
 * The catalogue of geo pages that have providers (spec lead-capture-and-chrome §7 'Catalogue
 * query'): one entry per care type and state, and per care type and city, with its canonical
 * path. Filtered and ordered in SQL so a page of it reads only what it answers.
 */
import { CARE_TYPES } from "../../domain/care-types.ts";
import { careTypeHubPath } from "../../domain/geo/geo-paths.ts";

export interface CatalogueRow {
  careTypeId: string;
  stateName: string;
  stateCode: string;
  stateUrlName: string;
  cityName: string | null;
  cityUrlName: string | null;
  /** The canonical path without its trailing slash (§2: 'urlPath plus a trailing slash'). */
  urlPath: string;
}

export interface CatalogueFilter {
  stateUrlName: string | null;
  cityUrlName: string | null;
  careTypeId: string | null;
  careTypeNotId: string | null;
  ancestor: string | null;
  limit: number;
  offset: number;
}

/** Each care type's hub path as a SQL table, so the paths are built and ordered in the query. */
const HUBS_SQL = CARE_TYPES.map((_, index) => `(?${index * 2 + 1}, ?${index * 2 + 2})`).join(", ");
const HUB_VALUES = CARE_TYPES.flatMap((careType) => [careType.id, careTypeHubPath(careType).slice(0, -1)]);
const FIRST = HUB_VALUES.length;

export async function catalogueEntries(db: D1Database, filter: CatalogueFilter): Promise<CatalogueRow[]> {
  const p = (n: number) => `?${FIRST + n}`;
  const { results } = await db
    .prepare(
      `WITH hubs (care_type_id, hub) AS (VALUES ${HUBS_SQL}),
       places AS (
         SELECT sv.care_type_id, p.state_code, p.city_id FROM providers p
         JOIN provider_services sv ON sv.provider_id = p.id
         JOIN states s ON s.code = p.state_code
         WHERE p.search_excluded = 0 AND (${p(1)} IS NULL OR s.url_name = ${p(1)})
           AND (${p(3)} IS NULL OR sv.care_type_id = ${p(3)}) AND (${p(4)} IS NULL OR sv.care_type_id <> ${p(4)})
         GROUP BY sv.care_type_id, p.state_code, p.city_id
       ),
       entries AS (
         SELECT DISTINCT pl.care_type_id, s.name AS state_name, s.code AS state_code, s.url_name AS state_url_name,
           NULL AS city_name, NULL AS city_url_name, h.hub || '/' || s.url_name AS url_path
         FROM places pl JOIN states s ON s.code = pl.state_code JOIN hubs h ON h.care_type_id = pl.care_type_id
         WHERE ${p(2)} IS NULL
         UNION ALL
         SELECT pl.care_type_id, s.name, s.code, s.url_name, c.name, c.url_name,
           h.hub || '/' || s.url_name || '/' || c.url_name
         FROM places pl JOIN states s ON s.code = pl.state_code JOIN cities c ON c.id = pl.city_id
         JOIN hubs h ON h.care_type_id = pl.care_type_id
         WHERE ${p(2)} IS NULL OR c.url_name = ${p(2)}
       )
       SELECT * FROM entries
       WHERE ${p(5)} IS NULL OR substr(url_path, 1, length(${p(5)})) = ${p(5)}
       ORDER BY url_path LIMIT ${p(6)} OFFSET ${p(7)}`,
    )
    .bind(
      ...HUB_VALUES,
      filter.stateUrlName,
      filter.cityUrlName,
      filter.careTypeId,
      filter.careTypeNotId,
      filter.ancestor,
      filter.limit,
      filter.offset,
    )
    .all<{
      care_type_id: string;
      state_name: string;
      state_code: string;
      state_url_name: string;
      city_name: string | null;
      city_url_name: string | null;
      url_path: string;
    }>();
  return results.map((row) => ({
    careTypeId: row.care_type_id,
    stateName: row.state_name,
    stateCode: row.state_code,
    stateUrlName: row.state_url_name,
    cityName: row.city_name,
    cityUrlName: row.city_url_name,
    urlPath: row.url_path,
  }));
}
