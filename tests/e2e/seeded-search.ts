/**
 * The seeded providers a browser test opens, found as the search page finds them: the search
 * API's answer for a place and a care type (by default assisted living around Austin, TX, where
 * the seed puts many communities).
 */

/** The results of one search on the server at `baseUrl`, each with the fields the caller reads. */
export async function seededSearchResults<Result>(
  baseUrl: string,
  search: { keyword: string; careType: string } = { keyword: "Austin, TX", careType: "assisted-living" },
): Promise<Result[]> {
  const response = await fetch(`${baseUrl}/api/enhanced-search`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(search),
  });
  const { results } = (await response.json()) as { results: Result[] };
  return results;
}
