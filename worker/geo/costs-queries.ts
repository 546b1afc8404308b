/**
 * The costs figures of a care type in one scope (a city, a county, a state or the country):
 * the starting prices of that care type's services at providers search shows, their median,
 * range and count, and how many such providers there are, priced or not. One statement; the
 * median is the middle row (or the mean of the two middle rows) of the sorted prices.
 */
import type { CostScopeFigures } from "../../kv-schemas/costs-figures.ts";

export type CostScope =
  | { kind: "city"; cityId: number }
  | { kind: "county"; countyId: number }
  | { kind: "state"; stateCode: string }
  | { kind: "national" };

/** The scope's filter on providers `p`; each uses its own index (by city, county or state). */
function scopeFilter(scope: CostScope): { sql: string; value: number | string | null } {
  switch (scope.kind) {
    case "city":
      return { sql: "AND p.city_id = ?2", value: scope.cityId };
    case "county":
      return { sql: "AND p.county_id = ?2", value: scope.countyId };
    case "state":
      return { sql: "AND p.state_code = ?2", value: scope.stateCode };
    case "national":
      return { sql: "AND ?2 IS NULL", value: null };
  }
}

export async function costFigures(db: D1Database, careTypeId: string, scope: CostScope): Promise<CostScopeFigures> {
  const filter = scopeFilter(scope);
  const row = await db
    .prepare(
      `WITH scoped AS (
         SELECT s.starting_price_cents AS cents FROM provider_services s JOIN providers p ON p.id = s.provider_id
         WHERE s.care_type_id = ?1 AND p.search_excluded = 0 ${filter.sql}
       ),
       priced AS (SELECT cents FROM scoped WHERE cents IS NOT NULL),
       totals AS (SELECT count(*) AS priced, min(cents) AS min_cents, max(cents) AS max_cents FROM priced)
       SELECT (SELECT count(*) FROM scoped) AS providers, totals.priced, totals.min_cents, totals.max_cents,
         (SELECT avg(cents) FROM (SELECT cents FROM priced ORDER BY cents
            LIMIT 2 - (SELECT priced FROM totals) % 2 OFFSET ((SELECT priced FROM totals) - 1) / 2)) AS median_cents
       FROM totals`,
    )
    .bind(careTypeId, filter.value)
    .first<{
      providers: number;
      priced: number;
      min_cents: number | null;
      max_cents: number | null;
      median_cents: number | null;
    }>();
  const priced = row?.priced ?? 0;
  return {
    providers: row?.providers ?? 0,
    pricedProviders: priced,
    medianCents: priced > 0 && row?.median_cents != null ? Math.round(row.median_cents) : null,
    minCents: priced > 0 ? (row?.min_cents ?? null) : null,
    maxCents: priced > 0 ? (row?.max_cents ?? null) : null,
  };
}

export interface CostsPlaceRow {
  stateCode: string;
  stateName: string;
  countyId: number | null;
  countyName: string | null;
  cityId: number | null;
  cityName: string | null;
}

/**
 * The state, and the county or city in it, named by ids (`countyId`, `cityId`) or by URL names
 * (`travis-county`, `austin`); null when the state is unknown or a named county or city is not
 * in it.
 */
export async function costsPlace(
  db: D1Database,
  place: {
    stateCode: string;
    county: { id: number } | { urlName: string } | null;
    city: { id: number } | { urlName: string } | null;
  },
): Promise<CostsPlaceRow | null> {
  const county = place.county;
  const city = place.city;
  const row = await db
    .prepare(
      `SELECT s.code AS stateCode, s.name AS stateName,
         (SELECT id FROM counties WHERE state_code = s.code AND (id = ?2 OR url_name = ?3)) AS countyId,
         (SELECT name FROM counties WHERE state_code = s.code AND (id = ?2 OR url_name = ?3)) AS countyName,
         (SELECT id FROM cities WHERE state_code = s.code AND (id = ?4 OR url_name = ?5)) AS cityId,
         (SELECT name FROM cities WHERE state_code = s.code AND (id = ?4 OR url_name = ?5)) AS cityName
       FROM states s WHERE s.code = ?1`,
    )
    .bind(
      place.stateCode,
      county && "id" in county ? county.id : null,
      county && "urlName" in county ? county.urlName : null,
      city && "id" in city ? city.id : null,
      city && "urlName" in city ? city.urlName : null,
    )
    .first<CostsPlaceRow>();
  if (!row) return null;
  if (county && row.countyId === null) return null;
  if (city && row.cityId === null) return null;
  return row;
}
