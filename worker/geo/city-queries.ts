/** Cities in D1 by the providers they hold: what the city listings and their links are built from. */

interface CityWithProviders {
  name: string;
  stateCode: string;
  cityUrlName: string;
  stateUrlName: string;
  providerCount: number;
}

/**
 * The cities with listed providers of a care type (in one state, or all), most providers
 * first, then the most populous.
 */
export async function citiesWithProviders(
  db: D1Database,
  filter: { careTypeId: string; stateCode: string | null; limit: number },
): Promise<CityWithProviders[]> {
  const { results } = await db
    .prepare(
      `SELECT c.name, c.state_code, c.url_name AS city_url_name, s.url_name AS state_url_name, count(*) AS provider_count
       FROM provider_services sv JOIN providers p ON p.id = sv.provider_id JOIN cities c ON c.id = p.city_id
       JOIN states s ON s.code = c.state_code
       WHERE sv.care_type_id = ?1 AND p.search_excluded = 0 AND (?2 IS NULL OR c.state_code = ?2)
       GROUP BY c.id ORDER BY provider_count DESC, c.population DESC LIMIT ?3`,
    )
    .bind(filter.careTypeId, filter.stateCode, filter.limit)
    .all<{ name: string; state_code: string; city_url_name: string; state_url_name: string; provider_count: number }>();
  return results.map((row) => ({
    name: row.name,
    stateCode: row.state_code,
    cityUrlName: row.city_url_name,
    stateUrlName: row.state_url_name,
    providerCount: row.provider_count,
  }));
}
