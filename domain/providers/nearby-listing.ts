/**
 * The provider page's search listing (spec reviews-and-provider-page §2, §3 'Search (provider
 * page listing)', §4 'Provider search listing'): other providers near this one, 6 a page, nearest
 * first, read from the shared listing parameters (`keyword`, `care-type`, `listing-page`, 1-based
 * and left out for page 1) and `display=map`. Reading never throws: like the search page
 * (domain/search/search-criteria.ts), a value that means nothing falls back to the default, here
 * the page's own care type and page 1.
 */
import { brandCareTypes } from "../brands/brand-care-types.ts";
import { type CareType, careTypeById, careTypeBySlug, type RollUpType, SEARCHABLE_CARE_TYPES } from "../care-types.ts";
import { SHARED_LISTING_PARAMETERS } from "../search/search-criteria.ts";

/** The section's id, where the listing's form and links land. */
export const PROVIDER_LISTING_ANCHOR = "provider-listing";

/** spec: reviews-and-provider-page §4, 6 tiles a page (the skeleton's count). */
export const PROVIDER_LISTING_PAGE_SIZE = 6;

/** spec: reviews-and-provider-page §5, §7, the keyword's place suggestions wait 500 ms. */
export const PROVIDER_LISTING_DEBOUNCE_MS = 500;

/** The display parameter and its one non-default value (spec §3, displayMode: list or map). */
export const PROVIDER_LISTING_DISPLAY = { parameter: "display", map: "map" } as const;

export const PROVIDER_LISTING_PARAMETERS = {
  keyword: SHARED_LISTING_PARAMETERS.keyword,
  careType: SHARED_LISTING_PARAMETERS.careType,
  page: SHARED_LISTING_PARAMETERS.page,
  display: PROVIDER_LISTING_DISPLAY.parameter,
} as const;

/** Longest keyword kept, as the search page keeps it. */
const KEYWORD_MAX = 200;
const PAGE_MAX = 10_000;

export interface ProviderListingQuery {
  /** The place typed, trimmed; '' searches around the provider itself. */
  keyword: string;
  careType: CareType;
  /** 1-based. */
  page: number;
  display: "list" | "map";
}

/** The care types the brand's search lists, in the selects' order (domain/brands/brand-care-types.ts). */
export function listingCareTypes(rollUps: readonly RollUpType[]): CareType[] {
  const offered = new Set(brandCareTypes({ searchRollUps: rollUps }).map((careType) => careType.id));
  return SEARCHABLE_CARE_TYPES.filter((careType) => offered.has(careType.id));
}

/**
 * The listing's default care type: the page's own when the brand's search lists it, else the
 * brand's first listed one.
 */
export function defaultListingCareType(pageCareTypeId: string, rollUps: readonly RollUpType[]): CareType {
  const listed = listingCareTypes(rollUps);
  const own = listed.find((careType) => careType.id === pageCareTypeId);
  return own ?? listed[0] ?? (careTypeById(pageCareTypeId) as CareType);
}

function pageOf(value: string | undefined): number {
  const text = value?.trim() ?? "";
  const number = text === "" ? Number.NaN : Number(text);
  return Number.isInteger(number) && number >= 1 && number <= PAGE_MAX ? number : 1;
}

/** The listing's state from the page's query; unknown or invalid values are the defaults. */
export function parseProviderListingQuery(
  query: Readonly<Record<string, string | undefined>>,
  defaultCareType: CareType,
  rollUps: readonly RollUpType[],
): ProviderListingQuery {
  const slug = query[PROVIDER_LISTING_PARAMETERS.careType]?.trim() ?? "";
  const chosen = careTypeBySlug(slug);
  const careType =
    chosen && listingCareTypes(rollUps).some((listed) => listed.id === chosen.id) ? chosen : defaultCareType;
  return {
    keyword: (query[PROVIDER_LISTING_PARAMETERS.keyword] ?? "").trim().slice(0, KEYWORD_MAX),
    careType,
    page: pageOf(query[PROVIDER_LISTING_PARAMETERS.page]),
    display: query[PROVIDER_LISTING_PARAMETERS.display]?.trim() === PROVIDER_LISTING_DISPLAY.map ? "map" : "list",
  };
}

/** What a listing address holds. */
export interface ProviderListingAddress {
  keyword: string;
  careTypeSlug: string;
  page: number;
  map: boolean;
}

/** A listing state as its address holds it. */
export function listingAddressOf(query: ProviderListingQuery): ProviderListingAddress {
  return { keyword: query.keyword, careTypeSlug: query.careType.slug, page: query.page, map: query.display === "map" };
}

/**
 * The provider page's address for a listing state, landing on the section: the keyword when
 * there is one, the care type when it is not the page's default, the page from 2 on (page 1
 * leaves it out), and the map display.
 */
export function providerListingHref(
  providerPath: string,
  address: ProviderListingAddress,
  defaultCareTypeSlug: string,
): string {
  const params = new URLSearchParams();
  const keyword = address.keyword.trim();
  if (keyword) params.set(PROVIDER_LISTING_PARAMETERS.keyword, keyword);
  if (address.careTypeSlug !== defaultCareTypeSlug) {
    params.set(PROVIDER_LISTING_PARAMETERS.careType, address.careTypeSlug);
  }
  if (address.page > 1) params.set(PROVIDER_LISTING_PARAMETERS.page, String(address.page));
  if (address.map) params.set(PROVIDER_LISTING_PARAMETERS.display, PROVIDER_LISTING_DISPLAY.map);
  const query = params.toString();
  return `${providerPath}${query ? `?${query}` : ""}#${PROVIDER_LISTING_ANCHOR}`;
}

/** The first and last place of a page's results: 7 and 12 for the 6 of page 2. */
export function providerListingRange(page: number, shown: number): { first: number; last: number } {
  const first = (page - 1) * PROVIDER_LISTING_PAGE_SIZE + 1;
  return { first, last: first + shown - 1 };
}
