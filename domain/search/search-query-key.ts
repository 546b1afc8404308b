/**
 * The normalised form of one search, for the search-results cache (kv-schemas/search-answer.ts):
 * two requests that search the same thing map to the same text whatever their spelling. The
 * place is the parsed location ('austin tx', 'Austin,  TX' and 'AUSTIN, TX' are one city), the
 * filters are sorted, and only what changes the answer counts: the page's ids for analytics are
 * made per request, and the visitor's price blur is applied after the cache. The language
 * counts, as an answer names its care types and the month of a Medicare rating in it.
 */
import { parseLocationText } from "../geo/location-text.ts";
import type { Language } from "../i18n/languages.ts";
import type { SearchCriteria } from "./search-criteria.ts";

/** What a search route sets beside the criteria (worker/search/search-service.ts SearchOptions). */
export interface SearchQueryOptions {
  brandId: string;
  hitsPerPage: number;
  onlyIndexed: boolean;
  sort?: string | undefined;
  enhancedOnly?: boolean | undefined;
  radiusMiles?: number | undefined;
  anyCareType?: boolean | undefined;
  excludeProviderId?: number | undefined;
  language?: Language | undefined;
}

export function normalisedSearchQuery(criteria: SearchCriteria, options: SearchQueryOptions): string {
  const filters = Object.entries(criteria.filters)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => [name, [...new Set(values)].sort()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify({
    place: criteria.keyword ? parseLocationText(criteria.keyword) : null,
    latLng: criteria.latLng ? [criteria.latLng.latitude, criteria.latLng.longitude] : null,
    careType: criteria.careType.id,
    anyCareType: options.anyCareType ?? false,
    page: criteria.page,
    sort: options.sort ?? criteria.sortBy,
    distance: options.radiusMiles ?? criteria.distanceMiles,
    price: criteria.price,
    matchAll: criteria.matchAll,
    ongoingPromotion: criteria.ongoingPromotion,
    minRating: criteria.minRating,
    medicareRating: criteria.medicareRating,
    filters,
    brand: options.brandId,
    hitsPerPage: options.hitsPerPage,
    onlyIndexed: options.onlyIndexed,
    enhancedOnly: options.enhancedOnly ?? false,
    // Only a search that leaves a provider out says so: every other key stays as it was.
    ...(options.excludeProviderId === undefined ? {} : { exclude: options.excludeProviderId }),
    // English keys stay as they were; an answer in another language is kept apart.
    ...(options.language === undefined || options.language === "en" ? {} : { language: options.language }),
  });
}
