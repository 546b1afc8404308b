/**
 * The 'provider list filtered' event (spec search-and-compare §7): the list and query ids of
 * the answer, the filters and sort that produced it, how many providers it found, and the
 * providers shown, in order.
 */
import { activePromotion } from "../../../domain/promotions.ts";
import { type SearchCriteria, searchCriteriaToParams } from "../../../domain/search/search-criteria.ts";
import type { PageSearchResponse } from "../page-results.ts";

/** Parameters that say where and what is searched, not how the list is narrowed or ordered. */
const NOT_FILTERS = new Set(["keyword", "careType", "latLng", "page", "sortBy"]);

/** The event's properties for the criteria and the answer they got. */
export function providerListFiltered(
  criteria: SearchCriteria,
  response: PageSearchResponse,
  now: Date,
): Record<string, unknown> {
  const filters = [...searchCriteriaToParams(criteria)]
    .filter(([name]) => !NOT_FILTERS.has(name))
    .map(([name, value]) => ({ name, value }));
  const firstPosition = (response.page - 1) * response.hitsPerPage + 1;
  return {
    list_id: response.listId,
    query_id: response.queryId,
    filters,
    sorts: [criteria.sortBy],
    location_count: response.totalItems,
    locations: response.results.map((provider, index) => ({
      id: provider.id,
      name: provider.name,
      position: firstPosition + index,
      slug: provider.slug,
      image_url: provider.images[0] ?? null,
      promotion_active: activePromotion(provider.promotions, now) !== undefined,
    })),
  };
}
