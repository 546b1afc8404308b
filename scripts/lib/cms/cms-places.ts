/**
 * The gazetteer as the importer needs it: state names, cities and counties by normalised name
 * within a state, and ZIP codes with their centre, city and county. Built from plain rows so that
 * the mapping can be tested without a database.
 */
import { countyNameKey, placeNameKey } from "../../../domain/geo/place-names.ts";

export interface PlaceRows {
  states: readonly { code: string; name: string }[];
  counties: readonly { id: number; name: string; stateCode: string; nameKey: string }[];
  cities: readonly {
    id: number;
    name: string;
    stateCode: string;
    countyId: number | null;
    nameKey: string;
    population: number;
  }[];
  zips: readonly {
    zip: string;
    cityId: number | null;
    countyId: number | null;
    stateCode: string;
    latitude: number;
    longitude: number;
  }[];
}

interface NamedPlace {
  id: number;
  name: string;
}

interface ZipPlace {
  cityId: number | null;
  countyId: number | null;
  stateCode: string;
  latitude: number;
  longitude: number;
}

export interface Places {
  stateName(code: string): string | undefined;
  /** The city of that name in the state; with several, the one in `countyId`, else the most populous. */
  city(stateCode: string, name: string, countyId?: number | null): NamedPlace | undefined;
  cityById(id: number): NamedPlace | undefined;
  county(stateCode: string, name: string): NamedPlace | undefined;
  countyById(id: number): NamedPlace | undefined;
  zip(zip: string): ZipPlace | undefined;
}

/** Indexes the rows for lookups by the keys `placeNameKey` and `countyNameKey` produce. */
export function buildPlaces(rows: PlaceRows): Places {
  const stateNames = new Map(rows.states.map((state) => [state.code, state.name]));
  const countiesByKey = new Map<string, NamedPlace>();
  const countiesById = new Map<number, NamedPlace>();
  for (const county of rows.counties) {
    const place = { id: county.id, name: county.name };
    countiesById.set(county.id, place);
    // Two counties with one key in a state (rare) stay ambiguous: the first by id answers.
    const key = `${county.stateCode}|${county.nameKey}`;
    if (!countiesByKey.has(key)) countiesByKey.set(key, place);
  }
  const citiesByKey = new Map<string, PlaceRows["cities"][number][]>();
  const citiesById = new Map<number, NamedPlace>();
  for (const city of rows.cities) {
    citiesById.set(city.id, { id: city.id, name: city.name });
    const key = `${city.stateCode}|${city.nameKey}`;
    const namesakes = citiesByKey.get(key) ?? [];
    namesakes.push(city);
    citiesByKey.set(key, namesakes);
  }
  const zips = new Map<string, ZipPlace>(rows.zips.map(({ zip, ...place }) => [zip, place]));

  return {
    stateName: (code) => stateNames.get(code),
    city(stateCode, name, countyId) {
      const namesakes = citiesByKey.get(`${stateCode}|${placeNameKey(name)}`);
      if (!namesakes) return undefined;
      const best =
        namesakes.find((city) => countyId != null && city.countyId === countyId) ??
        [...namesakes].sort((a, b) => b.population - a.population || a.id - b.id)[0];
      return best && { id: best.id, name: best.name };
    },
    cityById: (id) => citiesById.get(id),
    county: (stateCode, name) => countiesByKey.get(`${stateCode}|${countyNameKey(name)}`),
    countyById: (id) => countiesById.get(id),
    zip: (zip) => zips.get(zip),
  };
}
