/**
 * What a geo page reads from D1 (spec lead-capture-and-chrome §3 'Nearby data', §9): the place,
 * then in one batch the providers of the care type there (count, price range, one page by
 * bayesian average), the care types offered there, the nearby cities and counties that have
 * providers of the care type (by distance from the place), and the providers of other care types.
 * Every statement reads one state, county or city through its index (providers_by_city,
 * providers_by_county, providers_search_by_state).
 */
import { CARE_TYPES, type CareType, careTypeById } from "../../domain/care-types.ts";
import type { GeoPlaceFacts, GeoStateFacts } from "../../domain/geo/geo-page-rules.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";
import type { SortValue } from "../../domain/search/search-filters.ts";

export interface GeoPlaceLookup {
  state: GeoStateFacts & { latitude: number; longitude: number };
  place: GeoPlaceFacts | null;
}

interface StateRow {
  code: string;
  name: string;
  url_name: string;
  latitude: number;
  longitude: number;
}

interface PlaceRow {
  id: number;
  name: string;
  url_name: string;
  latitude: number;
  longitude: number;
  county_name: string | null;
  county_url_name: string | null;
}

/**
 * The state by its url name and, when asked, the place in it: a city first, then a county
 * (lead-capture-and-chrome §2). Null when either is unknown.
 */
export async function findGeoPlace(
  db: D1Database,
  stateUrlName: string,
  placeUrlName: string | null,
): Promise<GeoPlaceLookup | null> {
  const [states, cities, counties] = await db.batch([
    db.prepare("SELECT code, name, url_name, latitude, longitude FROM states WHERE url_name = ?1").bind(stateUrlName),
    db
      .prepare(
        `SELECT c.id, c.name, c.url_name, c.latitude, c.longitude, k.name AS county_name, k.url_name AS county_url_name
         FROM cities c JOIN states s ON s.code = c.state_code LEFT JOIN counties k ON k.id = c.county_id
         WHERE s.url_name = ?1 AND c.url_name = ?2`,
      )
      .bind(stateUrlName, placeUrlName ?? ""),
    db
      .prepare(
        `SELECT k.id, k.name, k.url_name, k.latitude, k.longitude, NULL AS county_name, NULL AS county_url_name
         FROM counties k JOIN states s ON s.code = k.state_code WHERE s.url_name = ?1 AND k.url_name = ?2`,
      )
      .bind(stateUrlName, placeUrlName ?? ""),
  ]);
  const state = (states?.results as StateRow[] | undefined)?.[0];
  if (!state) return null;
  const stateFacts = {
    code: state.code,
    name: state.name,
    urlName: state.url_name,
    latitude: state.latitude,
    longitude: state.longitude,
  };
  if (placeUrlName === null) return { state: stateFacts, place: null };
  const city = (cities?.results as PlaceRow[] | undefined)?.[0];
  const county = (counties?.results as PlaceRow[] | undefined)?.[0];
  const row = city ?? county;
  if (!row) return null;
  return {
    state: stateFacts,
    place: {
      kind: city ? "city" : "county",
      id: row.id,
      name: row.name,
      urlName: row.url_name,
      latitude: row.latitude,
      longitude: row.longitude,
      county:
        city && row.county_name !== null && row.county_url_name !== null
          ? { name: row.county_name, urlName: row.county_url_name }
          : null,
    },
  };
}

export interface NearbyPlaceRow {
  name: string;
  urlName: string;
  providerCount: number;
}

export interface OtherProviderRow {
  name: string;
  url: string;
}

export interface GeoPageRead {
  count: number;
  /** How many of them the rating filter lets through (the count itself without a filter). */
  matched: number;
  /** The ids of the page's providers, in the list's sort (by default the bayesian average, descending). */
  providerIds: number[];
  /** The care types offered in the place, with their provider counts (the page's own one too). */
  careTypes: { careType: CareType; count: number }[];
  cities: { rows: NearbyPlaceRow[]; total: number };
  counties: { rows: NearbyPlaceRow[]; total: number };
  otherProviders: { rows: OtherProviderRow[]; total: number };
}

export interface GeoPageQuery {
  careType: CareType;
  lookup: GeoPlaceLookup;
  page: number;
  pageSize: number;
  sortBy: SortValue;
  /** The lowest average rating listed, or null for any. */
  minRating: number | null;
  /** The nearby sections' window: how many links from which one. */
  nearbyLimit: number;
  nearbyOffset: number;
}

/** The providers in scope: of a city, a county or a state; each on its own index. */
function scope(lookup: GeoPlaceLookup): { clause: string; value: string | number } {
  if (lookup.place?.kind === "city") return { clause: "p.city_id = ?2", value: lookup.place.id };
  if (lookup.place?.kind === "county") return { clause: "p.county_id = ?2", value: lookup.place.id };
  return { clause: "p.state_code = ?2", value: lookup.state.code };
}

/** Squared distance in degrees, longitude shrunk by the latitude's cosine: enough to order places. */
function distanceOrder(table: string): string {
  return `((${table}.latitude - ?5) * (${table}.latitude - ?5) + (${table}.longitude - ?6) * (${table}.longitude - ?6) * ?7)`;
}

/**
 * The list's order per sort of the search page (search-and-compare §9). With no search point,
 * 'Recommended' (distance) is the bayesian average; ties fall back to it, then to the id.
 */
const LIST_ORDER: Record<SortValue, string> = {
  distance: "p.bayesian_average DESC, p.id",
  "best-rated": "p.average_rating DESC, p.review_count DESC, p.bayesian_average DESC, p.id",
  "best-staff": "p.rating_staff IS NULL, p.rating_staff DESC, p.bayesian_average DESC, p.id",
  "best-activities": "p.rating_activities IS NULL, p.rating_activities DESC, p.bayesian_average DESC, p.id",
  "best-meals-dining": "p.rating_food IS NULL, p.rating_food DESC, p.bayesian_average DESC, p.id",
  "most-reviews": "p.review_count DESC, p.bayesian_average DESC, p.id",
  "medicare-rating": "p.medicare_overall_rating IS NULL, p.medicare_overall_rating DESC, p.bayesian_average DESC, p.id",
};

interface CountRow {
  count: number;
  matched: number;
}

interface NearbyRow {
  name: string;
  url_name: string;
  provider_count: number;
  total: number;
}

interface OtherRow {
  name: string;
  slug: string;
  primary_care_type_id: string;
  state_url_name: string;
  city_url_name: string;
  total: number;
}

/** One batch: everything the page shows. */
export async function readGeoPage(db: D1Database, query: GeoPageQuery): Promise<GeoPageRead> {
  const { lookup, careType } = query;
  const { clause, value } = scope(lookup);
  const origin = lookup.place ?? lookup.state;
  const cosine = Math.cos((origin.latitude * Math.PI) / 180);
  // ?1 care type, ?2 scope, ?3 limit, ?4 offset, ?5 ?6 ?7 the origin, ?8 the place's own id.
  const common = [careType.id, value] as const;
  const excludeCity = lookup.place?.kind === "city" ? lookup.place.id : -1;
  const county = lookup.place?.kind === "county" ? lookup.place.id : null;
  const ownCounty = lookup.place?.kind === "county" ? lookup.place.id : -1;
  // State pages list their busiest places first; city and county pages the nearest.
  const byState = lookup.place === null;
  const nearbyWindow = [query.nearbyLimit, query.nearbyOffset, origin.latitude, origin.longitude, cosine * cosine];
  const statements = [
    db
      .prepare(
        `SELECT count(*) AS count,
           coalesce(sum(CASE WHEN ?3 IS NULL OR p.average_rating >= ?3 THEN 1 ELSE 0 END), 0) AS matched
         FROM providers p JOIN provider_services sv ON sv.provider_id = p.id AND sv.care_type_id = ?1
         WHERE ${clause} AND p.search_excluded = 0`,
      )
      .bind(...common, query.minRating),
    db
      .prepare(
        `SELECT p.id FROM providers p JOIN provider_services sv ON sv.provider_id = p.id AND sv.care_type_id = ?1
         WHERE ${clause} AND p.search_excluded = 0 AND (?5 IS NULL OR p.average_rating >= ?5)
         ORDER BY ${LIST_ORDER[query.sortBy]} LIMIT ?3 OFFSET ?4`,
      )
      .bind(...common, query.pageSize, (query.page - 1) * query.pageSize, query.minRating),
    db
      .prepare(
        `SELECT sv.care_type_id, count(*) AS count FROM providers p JOIN provider_services sv ON sv.provider_id = p.id
         WHERE ${clause} AND p.search_excluded = 0 GROUP BY sv.care_type_id`,
      )
      .bind(...common),
    // Cities of the state (of the county, on a county page) with providers of the care type.
    db
      .prepare(
        `SELECT c.name, c.url_name, count(*) AS provider_count, count(*) OVER () AS total
         FROM providers p JOIN provider_services sv ON sv.provider_id = p.id AND sv.care_type_id = ?1
         JOIN cities c ON c.id = p.city_id
         WHERE p.state_code = ?2 AND p.search_excluded = 0 AND c.id <> ?8 AND (?9 IS NULL OR p.county_id = ?9)
         GROUP BY c.id ORDER BY ${byState ? "provider_count DESC, c.population DESC" : distanceOrder("c")}, c.id
         LIMIT ?3 OFFSET ?4`,
      )
      .bind(careType.id, lookup.state.code, ...nearbyWindow, excludeCity, county),
    // Counties of the state with providers of the care type, but the county page's own.
    db
      .prepare(
        `SELECT k.name, k.url_name, count(*) AS provider_count, count(*) OVER () AS total
         FROM providers p JOIN provider_services sv ON sv.provider_id = p.id AND sv.care_type_id = ?1
         JOIN counties k ON k.id = p.county_id
         WHERE p.state_code = ?2 AND p.search_excluded = 0 AND k.id <> ?8
         GROUP BY k.id ORDER BY ${byState ? "provider_count DESC" : distanceOrder("k")}, k.id
         LIMIT ?3 OFFSET ?4`,
      )
      .bind(careType.id, lookup.state.code, ...nearbyWindow, ownCounty),
    // spec: lead-capture-and-chrome §9, nearby providers by bayesian_average, descending: here
    // those of the place that do not offer the page's care type.
    db
      .prepare(
        `SELECT p.name, p.slug, p.primary_care_type_id, s.url_name AS state_url_name, c.url_name AS city_url_name,
           count(*) OVER () AS total
         FROM providers p JOIN cities c ON c.id = p.city_id JOIN states s ON s.code = p.state_code
         WHERE ${clause} AND p.search_excluded = 0
           AND NOT EXISTS (SELECT 1 FROM provider_services x WHERE x.provider_id = p.id AND x.care_type_id = ?1)
         ORDER BY p.bayesian_average DESC, p.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(...common, query.nearbyLimit, query.nearbyOffset),
  ];
  const [counts, ids, careTypes, cities, counties, others] = await db.batch(statements);
  const countRow = (counts?.results as CountRow[] | undefined)?.[0];
  const nearby = (rows: NearbyRow[] | undefined) => ({
    rows: (rows ?? []).map((row) => ({ name: row.name, urlName: row.url_name, providerCount: row.provider_count })),
    total: rows?.[0]?.total ?? 0,
  });
  const otherRows = (others?.results as OtherRow[] | undefined) ?? [];
  return {
    count: countRow?.count ?? 0,
    matched: countRow?.matched ?? 0,
    providerIds: ((ids?.results as { id: number }[] | undefined) ?? []).map((row) => row.id),
    careTypes: ((careTypes?.results as { care_type_id: string; count: number }[] | undefined) ?? [])
      .flatMap((row) => {
        const found = careTypeById(row.care_type_id);
        return found ? [{ careType: found, count: row.count }] : [];
      })
      .sort((a, b) => CARE_TYPES.indexOf(a.careType) - CARE_TYPES.indexOf(b.careType)),
    cities: nearby(cities?.results as NearbyRow[] | undefined),
    counties: nearby(counties?.results as NearbyRow[] | undefined),
    otherProviders: {
      rows: otherRows.flatMap((row) => {
        const primary = careTypeById(row.primary_care_type_id);
        if (!primary) return [];
        const url = providerPagePath({
          careTypeSlug: primary.slug,
          stateUrlName: row.state_url_name,
          cityUrlName: row.city_url_name,
          slug: row.slug,
        });
        return [{ name: row.name, url }];
      }),
      total: otherRows[0]?.total ?? 0,
    },
  };
}
