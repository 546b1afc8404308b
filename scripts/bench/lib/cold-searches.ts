/**
 * Searches no cache holds, for the benches of the cold search: each a city and care type of its
 * own (the cities that have providers of that care type, most first, the care types in turn), so
 * no search of a run repeats another and the search-results cache, which keeps an answer a
 * minute, cannot answer it.
 */

/** The care types the cold searches search. */
const COLD_CARE_TYPES = ["assisted-living", "memory-care-facilities", "independent-living", "nursing-homes"] as const;

export interface ColdSearch {
  keyword: string;
  careType: string;
}

/** Cities with providers of the care type, most first, as search keywords ('Austin, TX'). */
export async function searchCities(baseUrl: string, careType: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/v1/dxp/cities?careType=${careType}&limit=500`);
  if (response.status !== 200) throw new Error(`GET /v1/dxp/cities answered ${response.status}, not 200`);
  const { items } = (await response.json()) as { items: { name: string }[] };
  // The name already reads 'Austin, TX'.
  return items.map((city) => city.name);
}

/** At least `count` different cold searches of the server's database, or an error saying it is too small. */
export async function coldSearches(baseUrl: string, count: number): Promise<ColdSearch[]> {
  const byCareType = await Promise.all(COLD_CARE_TYPES.map((careType) => searchCities(baseUrl, careType)));
  const searches = byCareType
    .flatMap((cities, index) =>
      cities.map((keyword, rank) => ({ keyword, careType: COLD_CARE_TYPES[index] as string, rank })),
    )
    .sort((a, b) => a.rank - b.rank)
    .map(({ keyword, careType }) => ({ keyword, careType }));
  if (searches.length < count) {
    throw new Error(
      `only ${searches.length} different cold searches, ${count} needed: the bench database is too small`,
    );
  }
  return searches;
}
