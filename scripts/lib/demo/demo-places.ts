/**
 * Where demo providers stand: a real gazetteer city chosen in proportion to its population, a
 * point a few miles around its centre (further for bigger cities) that stays near land, and the
 * nearest ZIP code of that city (or of the state when the city has none of its own).
 */
import type { CityRow, CountyRow, ZipRow } from "../gazetteer.ts";
import { cumulativePicker, type Random } from "./random.ts";

/** The parts of the gazetteer the placement reads; tests pass a small subset. */
export interface PlaceSource {
  cities: readonly CityRow[];
  counties: readonly CountyRow[];
  zips: readonly ZipRow[];
}

export interface Placement {
  city: CityRow;
  countyId: number | null;
  countyName: string;
  zip: string;
  latitude: number;
  longitude: number;
}

interface PlaceIndex {
  /**
   * The placement of the city at `cityDraw` (in [0, 1), along the population-weighted list of
   * cities), with the point and ZIP code drawn from `random`.
   */
  choose: (cityDraw: number, random: Random) => Placement;
  /** A placement in the given city, with the point and ZIP code drawn from `random`. */
  chooseIn: (city: CityRow, random: Random) => Placement;
}

/** 1/φ: successive multiples of it modulo 1 cover [0, 1) more evenly than random draws. */
const GOLDEN_RATIO_CONJUGATE = (Math.sqrt(5) - 1) / 2;

/**
 * The city draw of the n-th provider: a golden-ratio (Weyl) sequence from a seeded start. Any
 * city's share of the first n providers stays within a provider or two of its population
 * share, where independent draws would scatter by the square root of the expected count,
 * so a metro area gets its proportional share even in a small database.
 */
export function cityDraw(start: number, providerNumber: number): number {
  const position = (start + providerNumber * GOLDEN_RATIO_CONJUGATE) % 1;
  return position < 0 ? position + 1 : position;
}

export const MILES_PER_DEGREE = 69.05;
/** A point this far from every ZIP centre of its state is taken to be in water or wilderness. */
const LAND_MILES = 4;
const ATTEMPTS = 6;

/** Straight-line distance in miles on a small patch of the earth (equirectangular). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = b.latitude - a.latitude;
  return Math.sqrt(x * x + y * y) * MILES_PER_DEGREE;
}

/** How far around its centre a city's providers spread: 1.5 miles for a town, up to 10 for the largest. */
function spreadMiles(population: number): number {
  return Math.min(10, Math.max(1.5, 1.2 + Math.sqrt(population) / 160));
}

function nearest<T extends { latitude: number; longitude: number }>(
  point: { latitude: number; longitude: number },
  candidates: readonly T[],
): { item: T; miles: number } | undefined {
  let best: T | undefined;
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const miles = milesBetween(point, candidate);
    if (miles < bestMiles) {
      bestMiles = miles;
      best = candidate;
    }
  }
  return best ? { item: best, miles: bestMiles } : undefined;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Indexes the cities with a population for weighted choice. Throws when none has one. */
export function buildPlaceIndex(source: PlaceSource): PlaceIndex {
  const cities = source.cities.filter((city) => city.population > 0);
  const pickCity = cumulativePicker(cities.map((city) => city.population));
  const countyNames = new Map(source.counties.map((county) => [county.id, county.name]));
  const zipsByCity = new Map<number, ZipRow[]>();
  const zipsByState = new Map<string, ZipRow[]>();
  for (const zip of source.zips) {
    const inCity = zipsByCity.get(zip.cityId) ?? [];
    inCity.push(zip);
    zipsByCity.set(zip.cityId, inCity);
    const inState = zipsByState.get(zip.stateCode) ?? [];
    inState.push(zip);
    zipsByState.set(zip.stateCode, inState);
  }
  // How far the centre itself lies from land, so a rural town's providers are not held to 4 miles.
  const centreSlack = new Map<number, number>();

  function chooseIn(city: CityRow, random: Random): Placement {
    const stateZips = zipsByState.get(city.stateCode) ?? [];
    let slack = centreSlack.get(city.id);
    if (slack === undefined) {
      slack = (nearest(city, stateZips)?.miles ?? 0) + 1;
      centreSlack.set(city.id, slack);
    }
    const radius = spreadMiles(city.population);
    let best = { latitude: city.latitude, longitude: city.longitude, miles: Number.POSITIVE_INFINITY };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const distance = radius * Math.sqrt(random.next());
      const angle = random.next() * 2 * Math.PI;
      const latitude = city.latitude + (distance * Math.sin(angle)) / MILES_PER_DEGREE;
      const longitude =
        city.longitude + (distance * Math.cos(angle)) / (MILES_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
      const land = nearest({ latitude, longitude }, stateZips)?.miles ?? 0;
      if (land < best.miles) best = { latitude, longitude, miles: land };
      if (land <= Math.max(LAND_MILES, slack)) break;
    }
    const point = { latitude: round5(best.latitude), longitude: round5(best.longitude) };
    const ownZips = zipsByCity.get(city.id);
    const zip = nearest(point, ownZips?.length ? ownZips : stateZips)?.item;
    const countyId = city.countyId ?? zip?.countyId ?? null;
    return {
      city,
      countyId,
      countyName: countyId === null ? "" : (countyNames.get(countyId) ?? ""),
      zip: zip?.zip ?? "",
      ...point,
    };
  }

  return {
    choose: (draw, random) => chooseIn(cities[pickCity(draw)] as CityRow, random),
    chooseIn,
  };
}
