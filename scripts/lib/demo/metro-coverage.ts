/**
 * Every big city's choice of every care type. Drawn in their national shares, the rarer types
 * (geriatric care managers are 1 in 100 providers, continuing-care communities 2) leave some
 * cities of half a million people with none within 25 miles, and a family there searching for
 * one would find nothing although both brands offer it. After the drawn providers, each city of
 * METRO_POPULATION or more gets providers of each searchable type it lacks, up to
 * METRO_MINIMUM within METRO_RADIUS_MILES of its centre.
 */
import { type CareTypeId, SEARCHABLE_CARE_TYPES } from "../../../domain/care-types.ts";
import type { CityRow } from "../gazetteer.ts";
import { milesBetween, type PlaceSource } from "./demo-places.ts";
import type { DemoData } from "./rows.ts";

/** A metro: a city of at least this many people. */
export const METRO_POPULATION = 500_000;
/** How many providers of each searchable care type a metro has at least. */
export const METRO_MINIMUM = 3;
/** Within this many miles of the city's centre: the nearby radius (spec reviews-and-provider-page §9). */
export const METRO_RADIUS_MILES = 25;

/** The cities METRO_MINIMUM applies to, biggest first (ties by id, so the order is fixed). */
export function metroCities(places: PlaceSource): CityRow[] {
  return places.cities
    .filter((city) => city.population >= METRO_POPULATION)
    .sort((a, b) => b.population - a.population || a.id - b.id);
}

/**
 * The providers each metro still lacks, one entry per provider to add, read from `data` as it
 * grows: the caller adds each provider before asking for the next, so a provider added for one
 * city counts for a neighbouring city too (Memphis and New South Memphis share their agencies).
 */
export function* metroShortfalls(
  places: PlaceSource,
  data: DemoData,
): Generator<{ city: CityRow; careTypeId: CareTypeId }> {
  const offered = new Map<number, Set<CareTypeId>>();
  let servicesRead = 0;
  const readNewServices = () => {
    for (; servicesRead < data.services.length; servicesRead++) {
      const service = data.services[servicesRead];
      if (!service) continue;
      const types = offered.get(service.providerId) ?? new Set<CareTypeId>();
      types.add(service.careTypeId);
      offered.set(service.providerId, types);
    }
  };
  for (const city of metroCities(places)) {
    readNewServices();
    const counts = new Map<CareTypeId, number>();
    for (const provider of data.providers) {
      if (provider.searchExcluded || milesBetween(city, provider) > METRO_RADIUS_MILES) continue;
      for (const careTypeId of offered.get(provider.id) ?? [])
        counts.set(careTypeId, (counts.get(careTypeId) ?? 0) + 1);
    }
    for (const careType of SEARCHABLE_CARE_TYPES) {
      for (let count = counts.get(careType.id) ?? 0; count < METRO_MINIMUM; count++) {
        yield { city, careTypeId: careType.id };
      }
    }
  }
}
