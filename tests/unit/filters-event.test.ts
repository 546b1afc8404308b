import { describe, expect, it } from "vitest";
import type { SearchResultProvider } from "../../domain/search/search-contract.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import { providerListFiltered } from "../../ui/search/filters/filter-event.ts";
import { searchResponse, searchResultProvider } from "../support/providers.ts";

const NOW = new Date("2026-11-23T12:00:00Z");

/** A result with only the fields the event reads set; the rest is a complete, valid card. */
function provider(id: number, promotions: SearchResultProvider["promotions"]): SearchResultProvider {
  return searchResultProvider({
    id,
    name: `Provider ${id}`,
    slug: `provider-${id}`,
    url: `/assisted-living/texas/austin/provider-${id}/`,
    images: id === 1 ? ["/images/placeholders/placeholder-1.svg"] : [],
    promotions,
  });
}

const response = searchResponse({
  location: null,
  results: [
    provider(1, [{ startsAt: null, endsAt: "2026-12-01T00:00:00Z", externalPromotionText: "First month free" }]),
    provider(2, [{ startsAt: null, endsAt: "2026-11-01T00:00:00Z", externalPromotionText: "Ended" }]),
  ],
  totalItems: 42,
  totalNearbyItems: 2,
  totalRegionItems: 40,
  totalPages: 3,
  page: 2,
  hitsPerPage: 20,
  listId: "list-1",
  queryId: "query-1",
});

describe("the 'provider list filtered' event (spec §7)", () => {
  it("carries the ids, the filters and sort, the count and the providers shown in order", () => {
    const criteria = parseSearchCriteria(
      new URLSearchParams("keyword=Austin, TX&sortBy=best-rated&price=1,3&languages=spanish&page=2"),
    );
    expect(providerListFiltered(criteria, response, NOW)).toEqual({
      list_id: "list-1",
      query_id: "query-1",
      filters: [
        { name: "price", value: "1,3" },
        { name: "languages", value: "spanish" },
      ],
      sorts: ["best-rated"],
      location_count: 42,
      locations: [
        {
          id: 1,
          name: "Provider 1",
          position: 21,
          slug: "provider-1",
          image_url: "/images/placeholders/placeholder-1.svg",
          promotion_active: true,
        },
        { id: 2, name: "Provider 2", position: 22, slug: "provider-2", image_url: null, promotion_active: false },
      ],
    });
  });
});
