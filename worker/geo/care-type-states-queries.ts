/**
 * The states map's data for a care type (spec lead-capture-and-chrome §2, interactive states
 * map): two statements over the providers search shows, both on the covering index
 * `providers_search_by_state` (state first, then the care-type bits): the count per state, and
 * each state's top 12 cities by providers (a window over the per-city counts).
 */
import type { StateProviders } from "../../kv-schemas/care-type-states.ts";

/** spec: brief of the hub pages, a state's section lists its top 12 cities. */
export const TOP_CITIES_PER_STATE = 12;

export async function statesWithProviders(db: D1Database, careTypeBit: number): Promise<StateProviders[]> {
  const mask = 2 ** careTypeBit;
  const [states, cities] = await db.batch([
    db
      .prepare(
        `SELECT p.state_code AS code, s.name AS name, s.url_name AS urlName, count(*) AS providers
         FROM providers p JOIN states s ON s.code = p.state_code
         WHERE p.search_excluded = 0 AND (p.care_type_bits & ?1) != 0
         GROUP BY p.state_code ORDER BY s.name`,
      )
      .bind(mask),
    db
      .prepare(
        `SELECT stateCode, name, urlName, providers FROM (
           SELECT p.state_code AS stateCode, c.name AS name, c.url_name AS urlName, count(*) AS providers,
             row_number() OVER (PARTITION BY p.state_code ORDER BY count(*) DESC, c.population DESC, c.name) AS place
           FROM providers p JOIN cities c ON c.id = p.city_id
           WHERE p.search_excluded = 0 AND (p.care_type_bits & ?1) != 0
           GROUP BY p.state_code, p.city_id
         ) WHERE place <= ?2 ORDER BY stateCode, place`,
      )
      .bind(mask, TOP_CITIES_PER_STATE),
  ]);
  const byState = new Map<string, StateProviders["cities"]>();
  for (const city of (cities?.results ?? []) as {
    stateCode: string;
    name: string;
    urlName: string;
    providers: number;
  }[]) {
    const list = byState.get(city.stateCode) ?? [];
    list.push({ name: city.name, urlName: city.urlName, providers: city.providers });
    byState.set(city.stateCode, list);
  }
  return ((states?.results ?? []) as Omit<StateProviders, "cities">[]).map((state) => ({
    ...state,
    cities: byState.get(state.code) ?? [],
  }));
}
