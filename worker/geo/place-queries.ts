/**
 * Gazetteer lookups in D1: a parsed location text to one place, and autocomplete suggestions
 * ranked by population. Both read through the KV cache.
 */

import type { Place } from "../../domain/geo/gazetteer-place.ts";
import type { LocationQuery } from "../../domain/geo/location-text.ts";
import { placeNameKey } from "../../domain/geo/place-names.ts";
import { stateName } from "../../domain/geo/us-states.ts";
import { placeFamily, placeSuggestionsFamily } from "../../kv-schemas/place.ts";
import { readCached, readThroughIfFound, writeCached } from "../cache/kv-cache.ts";

interface PlaceRow {
  kind: Place["kind"];
  zip: string | null;
  city_id: number | null;
  city: string | null;
  city_url_name: string | null;
  county_id: number | null;
  county: string | null;
  state_code: string;
  state_name: string;
  state_url_name: string;
  latitude: number;
  longitude: number;
  population: number;
}

function labelOf(row: PlaceRow): string {
  switch (row.kind) {
    case "zip":
      return row.zip ?? "";
    case "city":
      return `${row.city}, ${row.state_code}`;
    case "county":
      return `${row.county}, ${row.state_code}`;
    case "state":
      return row.state_name;
  }
}

function toPlace(row: PlaceRow): Place {
  return {
    kind: row.kind,
    label: labelOf(row),
    zip: row.zip,
    cityId: row.city_id,
    city: row.city,
    cityUrlName: row.city_url_name,
    countyId: row.county_id,
    county: row.county,
    stateCode: row.state_code,
    stateName: row.state_name,
    stateUrlName: row.state_url_name,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  };
}

const CITY_COLUMNS = `'city' AS kind, NULL AS zip, c.id AS city_id, c.name AS city, c.url_name AS city_url_name,
  c.county_id AS county_id, co.name AS county, c.state_code AS state_code, s.name AS state_name,
  s.url_name AS state_url_name, c.latitude AS latitude, c.longitude AS longitude, c.population AS population`;
const CITY_FROM = "cities c JOIN states s ON s.code = c.state_code LEFT JOIN counties co ON co.id = c.county_id";

const ZIP_COLUMNS = `'zip' AS kind, z.zip AS zip, c.id AS city_id, c.name AS city, c.url_name AS city_url_name,
  z.county_id AS county_id, co.name AS county, z.state_code AS state_code, s.name AS state_name,
  s.url_name AS state_url_name, z.latitude AS latitude, z.longitude AS longitude, coalesce(c.population, 0) AS population`;
const ZIP_FROM =
  "zip_codes z JOIN states s ON s.code = z.state_code LEFT JOIN cities c ON c.id = z.city_id LEFT JOIN counties co ON co.id = z.county_id";

const COUNTY_COLUMNS = `'county' AS kind, NULL AS zip, NULL AS city_id, NULL AS city, NULL AS city_url_name,
  co.id AS county_id, co.name AS county, co.state_code AS state_code, s.name AS state_name,
  s.url_name AS state_url_name, co.latitude AS latitude, co.longitude AS longitude,
  (SELECT coalesce(sum(population), 0) FROM cities WHERE county_id = co.id) AS population`;
const COUNTY_FROM = "counties co JOIN states s ON s.code = co.state_code";

const STATE_COLUMNS = `'state' AS kind, NULL AS zip, NULL AS city_id, NULL AS city, NULL AS city_url_name,
  NULL AS county_id, NULL AS county, s.code AS state_code, s.name AS state_name, s.url_name AS state_url_name,
  s.latitude AS latitude, s.longitude AS longitude,
  (SELECT coalesce(sum(population), 0) FROM cities WHERE state_code = s.code) AS population`;

/** The canonical cache key of a query: the same place however it was typed. */
function canonicalKey(query: LocationQuery): string {
  switch (query.kind) {
    case "zip":
      return `zip:${query.zip}`;
    case "state":
      return `state:${query.stateCode}`;
    default:
      return `${query.kind}:${query.nameKey}:${query.stateCode ?? "*"}`;
  }
}

async function findPlace(db: D1Database, query: LocationQuery): Promise<Place | null> {
  let row: PlaceRow | null;
  switch (query.kind) {
    case "zip":
      row = await db
        .prepare(`SELECT ${ZIP_COLUMNS} FROM ${ZIP_FROM} WHERE z.zip = ?1`)
        .bind(query.zip)
        .first<PlaceRow>();
      break;
    case "state":
      row = await db
        .prepare(`SELECT ${STATE_COLUMNS} FROM states s WHERE s.code = ?1`)
        .bind(query.stateCode)
        .first<PlaceRow>();
      break;
    case "city":
      // Without a state, the largest city of that name: 'Austin' is Austin, TX.
      row = await db
        .prepare(
          `SELECT ${CITY_COLUMNS} FROM ${CITY_FROM} WHERE c.name_key = ?1 AND (?2 IS NULL OR c.state_code = ?2)
           ORDER BY c.population DESC, c.id LIMIT 1`,
        )
        .bind(query.nameKey, query.stateCode)
        .first<PlaceRow>();
      break;
    case "county":
      row = await db
        .prepare(
          `SELECT ${COUNTY_COLUMNS} FROM ${COUNTY_FROM} WHERE co.name_key = ?1 AND (?2 IS NULL OR co.state_code = ?2)
           ORDER BY population DESC, co.id LIMIT 1`,
        )
        .bind(query.nameKey, query.stateCode)
        .first<PlaceRow>();
      break;
  }
  return row ? toPlace(row) : null;
}

/** The place a parsed location names, or null ('location not found'). Found places are cached. */
export function resolvePlace(db: D1Database, kv: KVNamespace, query: LocationQuery): Promise<Place | null> {
  return readThroughIfFound(kv, placeFamily, () => findPlace(db, query), canonicalKey(query));
}

/** spec: reviews-and-provider-page §9, autocomplete answers 6 places. */
const SUGGESTION_LIMIT = 6;

/** The prefix range of a key: every string that starts with `prefix`. */
function prefixRange(prefix: string): [string, string] {
  return [prefix, `${prefix}\uffff`];
}

/**
 * What a suggestion answer depends on: a ZIP code prefix, or a place-name key ('st. lou' and
 * 'saint lou' alike) with the state it is narrowed to and whether a state part was typed at all
 * ('austin, t' while the visitor is still typing the state leaves the states out).
 */
type SuggestionQuery =
  | { kind: "zip"; prefix: string }
  | { kind: "name"; nameKey: string; stateCode: string | null; statePart: boolean };

/**
 * What text can start a place: letters (accented too), digits, spaces, the punctuation the
 * gazetteer's names have ('St. Louis', 'Coeur d'Alene', 'Winston-Salem', 'Socorro Mission
 * Number 1 Colonia' and names with a parenthesis) and the comma before a state.
 */
const PLACE_TEXT = /^[\p{L}\p{M}\d .,'‘’()-]+$/u;
/** The longest name in the gazetteer has 35 characters; with ', ST' after it and room to spare, 60. */
const PLACE_TEXT_MAX = 60;

/** The query a normalised text asks, or null when it cannot start any place. */
function suggestionQuery(text: string): SuggestionQuery | null {
  if (text.length > PLACE_TEXT_MAX || !PLACE_TEXT.test(text)) return null;
  if (/^\d{3,5}$/.test(text)) return { kind: "zip", prefix: text };
  // 'Austin, T' and 'austin tx' narrow to a state; the name part is a prefix.
  const [namePart = "", statePart = ""] = text.split(",").map((part) => part.trim());
  const stateCode = statePart.length === 2 && stateName(statePart) ? statePart.toUpperCase() : null;
  const nameKey = placeNameKey(namePart);
  if (nameKey.length < 2) return null;
  return { kind: "name", nameKey, stateCode, statePart: statePart !== "" };
}

/**
 * The cache key of a query: one key per answer however the text was typed ('787', 'austin',
 * 'austin,MN', and 'austin,' for a state part that is not yet a state).
 */
function suggestionKey(query: SuggestionQuery): string {
  if (query.kind === "zip") return query.prefix;
  return query.statePart ? `${query.nameKey},${query.stateCode ?? ""}` : query.nameKey;
}

async function findSuggestions(db: D1Database, query: SuggestionQuery): Promise<Place[]> {
  if (query.kind === "zip") {
    const [low, high] = prefixRange(query.prefix);
    const { results } = await db
      .prepare(
        `SELECT ${ZIP_COLUMNS} FROM ${ZIP_FROM} WHERE z.zip >= ?1 AND z.zip < ?2 ORDER BY population DESC, z.zip LIMIT ${SUGGESTION_LIMIT}`,
      )
      .bind(low, high)
      .all<PlaceRow>();
    return results.map(toPlace);
  }
  const [low, high] = prefixRange(query.nameKey);
  const [cities, states] = await db.batch<PlaceRow>([
    db
      .prepare(
        `SELECT ${CITY_COLUMNS} FROM ${CITY_FROM} WHERE c.name_key >= ?1 AND c.name_key < ?2 AND (?3 IS NULL OR c.state_code = ?3)
         ORDER BY c.population DESC, c.id LIMIT ${SUGGESTION_LIMIT}`,
      )
      .bind(low, high, query.stateCode),
    db
      .prepare(`SELECT ${STATE_COLUMNS} FROM states s WHERE lower(s.name) >= ?1 AND lower(s.name) < ?2`)
      .bind(low, high),
  ]);
  const places = [...(query.statePart ? [] : (states?.results ?? [])), ...(cities?.results ?? [])].map(toPlace);
  return places.sort((a, b) => b.population - a.population).slice(0, SUGGESTION_LIMIT);
}

/**
 * Up to 6 places starting with the text, most populous first; only for more than 2
 * characters (spec reviews-and-provider-page §5), else none. Text no place can start with is
 * answered none without a lookup. An answer is cached only when it has places and `mayCache`
 * agrees (the route's per-address limit on cache writes), so the cache holds at most one entry
 * per prefix of a real place, never one per string a visitor sends.
 */
export async function suggestPlaces(
  db: D1Database,
  kv: KVNamespace,
  text: string,
  mayCache: () => Promise<boolean>,
): Promise<Place[]> {
  const normalised = text.replace(/\s+/g, " ").trim().toLowerCase();
  if (normalised.length <= 2) return [];
  const query = suggestionQuery(normalised);
  if (query === null) return [];
  const key = suggestionKey(query);
  const cached = await readCached(kv, placeSuggestionsFamily, key);
  if (cached !== null) return cached.places;
  const places = await findSuggestions(db, query);
  if (places.length > 0 && (await mayCache())) await writeCached(kv, placeSuggestionsFamily, { places }, key);
  return places;
}

/**
 * The state, and the city in it, that a geo path names by their URL names
 * (`/texas/austin/`); `city` is null when the path names no city or an unknown one, and the
 * answer null when the state is unknown.
 */
export function placeByUrlNames(
  db: D1Database,
  stateUrlName: string,
  cityUrlName: string | null,
): Promise<{ city: string | null; state: string } | null> {
  return db
    .prepare(
      `SELECT c.name AS city, s.code AS state FROM states s LEFT JOIN cities c ON c.state_code = s.code AND c.url_name = ?2
       WHERE s.url_name = ?1`,
    )
    .bind(stateUrlName, cityUrlName)
    .first<{ city: string | null; state: string }>();
}
