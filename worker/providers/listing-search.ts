/**
 * The provider page's search listing (domain/providers/nearby-listing.ts): the search page's
 * own search (worker/search/search-service.ts) around the provider, or around the place its
 * keyword names, for the chosen care type, nearest first, 6 a page, the provider itself left out.
 */
import type { Context } from "hono";
import { z } from "zod";
import type { RollUpType } from "../../domain/care-types.ts";
import {
  defaultListingCareType,
  PROVIDER_LISTING_PAGE_SIZE,
  PROVIDER_LISTING_PARAMETERS,
  type ProviderListingQuery,
  parseProviderListingQuery,
} from "../../domain/providers/nearby-listing.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { parseSearchCriteria } from "../../domain/search/search-criteria.ts";
import type { AppEnv } from "../env.ts";
import { searchOptions } from "../search/search-params.ts";
import { runSearch } from "../search/search-service.ts";

/** Longest value of a listing parameter the page reads, as the search page allows. */
const QUERY_VALUE_MAX = 1_000;
const listingValue = z.string().max(QUERY_VALUE_MAX).optional();

/**
 * The listing's parameters as sent: each of a sane length (a longer one is a 400 naming it);
 * which values mean something is the domain reader's business, which falls back to the defaults.
 */
export const providerListingQuerySchema = z.object({
  [PROVIDER_LISTING_PARAMETERS.keyword]: listingValue,
  [PROVIDER_LISTING_PARAMETERS.careType]: listingValue,
  [PROVIDER_LISTING_PARAMETERS.page]: listingValue,
  [PROVIDER_LISTING_PARAMETERS.display]: listingValue,
});

export interface ProviderListingState {
  query: ProviderListingQuery;
  defaultCareType: ProviderListingQuery["careType"];
}

/** The listing's state of this request, or the zod error of a parameter out of bounds. */
export function providerListingState(
  c: Context<AppEnv>,
  record: ProviderRecord,
  rollUps: readonly RollUpType[],
): { ok: true; state: ProviderListingState } | { ok: false; error: z.ZodError } {
  const parsed = providerListingQuerySchema.safeParse({
    [PROVIDER_LISTING_PARAMETERS.keyword]: c.req.query(PROVIDER_LISTING_PARAMETERS.keyword),
    [PROVIDER_LISTING_PARAMETERS.careType]: c.req.query(PROVIDER_LISTING_PARAMETERS.careType),
    [PROVIDER_LISTING_PARAMETERS.page]: c.req.query(PROVIDER_LISTING_PARAMETERS.page),
    [PROVIDER_LISTING_PARAMETERS.display]: c.req.query(PROVIDER_LISTING_PARAMETERS.display),
  });
  if (!parsed.success) return { ok: false, error: parsed.error };
  const defaultCareType = defaultListingCareType(record.primaryCareType.id, rollUps);
  return {
    ok: true,
    state: { query: parseProviderListingQuery(parsed.data, defaultCareType, rollUps), defaultCareType },
  };
}

/**
 * The listing's search, or null when it failed (as on the search page, a failed search shows no
 * results). Without a keyword it searches around the provider's own point.
 */
export async function providerListing(
  c: Context<AppEnv>,
  record: ProviderRecord,
  query: ProviderListingQuery,
): Promise<SearchResponse | null> {
  const { latitude, longitude } = record.address;
  const values: Record<string, string> = {
    careType: query.careType.slug,
    page: String(query.page),
    ...(query.keyword ? { keyword: query.keyword } : { latLng: `${latitude},${longitude}` }),
  };
  const criteria = parseSearchCriteria({ get: (name) => values[name] ?? null });
  try {
    return await runSearch(
      c.env,
      criteria,
      searchOptions(c, PROVIDER_LISTING_PAGE_SIZE, { excludeProviderId: record.id }),
    );
  } catch (error) {
    console.error("provider page: the listing's search failed", error);
    return null;
  }
}

/** True when the page asked for lies past the last one (a search that found nothing has page 1 only). */
export function pastLastPage(query: ProviderListingQuery, response: SearchResponse | null): boolean {
  return response !== null && query.page > 1 && query.page > response.totalPages;
}
