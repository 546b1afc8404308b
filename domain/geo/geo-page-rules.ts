/**
 * What a geo page (a care type in a state, a county or a city) says and how it pages, the same
 * for the page and its API (spec lead-capture-and-chrome §2 'City pages', §9 'Nearby and
 * headings'; search-and-compare §9). Pure: the queries hand in the facts.
 */
import type { CareType } from "../care-types.ts";
import type { Messages } from "../i18n/messages.ts";
import { breadcrumbListJsonLd, type Crumb, presentCrumbs } from "../navigation/breadcrumb-trail.ts";
import { RATING_FILTERS, type RatingFilterValue, SEARCH_DEFAULTS, type SortValue } from "../search/search-filters.ts";
import { careTypeHubPath, geoPlacePath, geoStatePath } from "./geo-paths.ts";

/** Providers listed per page of a geo page. */
export const GEO_PROVIDERS_PER_PAGE = 20;
/** spec: lead-capture-and-chrome §9, the number of nearby items displayed defaults to 8. */
export const NEARBY_SHOWN = 8;
/** spec: lead-capture-and-chrome §9, the show-more list page size is the limit property (default 100). */
export const NEARBY_PAGE_SIZE = 100;
/**
 * How many show-more pages the server puts in the HTML (each one behind its own 'Show more'):
 * enough for every city of the largest state's nearest places; the API pages further.
 */
export const NEARBY_RENDERED_PAGES = 3;
export const NEARBY_RENDERED = NEARBY_SHOWN + NEARBY_PAGE_SIZE * NEARBY_RENDERED_PAGES;

export type GeoPageKind = "state" | "county" | "city";

export interface GeoStateFacts {
  code: string;
  name: string;
  urlName: string;
}

export interface GeoPlaceFacts {
  kind: "city" | "county";
  id: number;
  name: string;
  urlName: string;
  latitude: number;
  longitude: number;
  /** The county a city lies in (the city page's trail drops it, the API names it). */
  county: { name: string; urlName: string } | null;
}

export interface NearbyLink {
  linkText: string;
  url: string;
}

export interface NearbySection {
  key: "cities" | "counties" | "other-care-types" | "other-providers";
  heading: string;
  links: NearbyLink[];
  /** How many links the section has in all (the show-more list pages through them). */
  total: number;
}

/** What a geo page's words are made of: its section of the catalogue and the care types' names. */
export type GeoWords = Pick<Messages, "geo" | "careTypes">;

/** 'Austin, TX', 'Travis County, TX' or 'Texas': how the page names its place. */
export function placeLabel(state: GeoStateFacts, place: GeoPlaceFacts | null): string {
  return place === null ? state.name : `${place.name}, ${state.code}`;
}

/** The page's path: the canonical one of lead-capture-and-chrome §2. */
export function geoPagePath(careType: CareType, state: GeoStateFacts, place: GeoPlaceFacts | null): string {
  return place === null ? geoStatePath(careType, state.urlName) : geoPlacePath(careType, state.urlName, place.urlName);
}

/** 'Assisted Living in Austin, TX'. */
export function geoPageHeading(
  t: GeoWords,
  careType: CareType,
  state: GeoStateFacts,
  place: GeoPlaceFacts | null,
): string {
  return t.geo.page.heading(t.careTypes[careType.id].label, placeLabel(state, place));
}

/**
 * The intro: the real count of providers and, when the visitor may read them, the place's
 * prices (price-disclosure.ts, `placePricesSentence`).
 */
export function geoPageIntro(
  t: GeoWords,
  careType: CareType,
  state: GeoStateFacts,
  place: GeoPlaceFacts | null,
  count: number,
  pricesSentence: string | null,
): string {
  const where = placeLabel(state, place);
  const label = t.careTypes[careType.id].label;
  if (count === 0) return t.geo.page.introNone(label, where);
  const intro = t.geo.page.intro(count, label, where);
  return pricesSentence === null ? intro : `${intro} ${pricesSentence}`;
}

/** spec: lead-capture-and-chrome §9, the default headings of the nearby sections. */
export function nearbyHeading(
  words: Messages["geo"]["nearby"],
  key: NearbySection["key"],
  kind: GeoPageKind,
  state: GeoStateFacts,
  place: GeoPlaceFacts | null,
): string {
  switch (key) {
    case "cities":
      if (kind === "county" && place) return words.citiesNearCounty(state.name, place.name);
      if (kind === "state") return words.citiesInState(state.name);
      return words.otherCities(state.name);
    case "counties":
      if (kind === "state") return words.countiesInState(state.name);
      return words.nearbyCounties;
    case "other-care-types":
      return words.otherOptions;
    case "other-providers":
      return words.moreOptionsNear(placeLabel(state, place));
  }
}

/**
 * The trail care type → state → county → city (spec lead-capture-and-chrome §2: no Home crumb;
 * a city page drops the county crumb). The last crumb is the page itself.
 */
export function geoBreadcrumbs(
  t: Pick<Messages, "careTypes">,
  careType: CareType,
  state: GeoStateFacts,
  place: GeoPlaceFacts | null,
): Crumb[] {
  const crumbs: Crumb[] = [
    { level: "care-type", name: t.careTypes[careType.id].label, path: careTypeHubPath(careType) },
    { level: "state", name: state.name, path: geoStatePath(careType, state.urlName) },
  ];
  if (place) crumbs.push({ level: place.kind, name: place.name, path: geoPagePath(careType, state, place) });
  return presentCrumbs(crumbs);
}

/** The page's BreadcrumbList, positions from 1. */
export function geoBreadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return breadcrumbListJsonLd(crumbs, origin);
}

/**
 * The listed providers as a schema.org ItemList (ListItem position from the page's first, url,
 * name). spec: reviews-and-provider-page §9, 'Structured list data only for the main live
 * domains': the route adds it for the main live brand (carefind) only.
 */
export function geoItemListJsonLd(
  providers: readonly { name: string; url: string }[],
  firstPosition: number,
  origin: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: providers.map((provider, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: new URL(provider.url, origin).href,
      name: provider.name,
    })),
  };
}

/** The number of pages of a list of `count` providers (at least 1: an empty place has its page). */
export function geoPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / GEO_PROVIDERS_PER_PAGE));
}

/**
 * The sort and rating filter of a geo page's provider list (spec lead-capture-and-chrome §4, the
 * search page's sorts and rating filter, search-and-compare §9): the same parameter names and
 * values as the search page. The default sort, 'Recommended', is the bayesian average here: a
 * place has no search point to measure distance from.
 */
export interface GeoListFilters {
  sortBy: SortValue;
  /** The rating filter's value ('4-plus', '3-plus'), or null for any rating. */
  reviews: RatingFilterValue | null;
}

export const GEO_DEFAULT_FILTERS: GeoListFilters = { sortBy: SEARCH_DEFAULTS.sortBy, reviews: null };

/** The lowest average rating the filter lets through, or null. */
export function geoMinRating(filters: GeoListFilters): number | null {
  return RATING_FILTERS.find((filter) => filter.value === filters.reviews)?.minimum ?? null;
}

/** True when the list is sorted or filtered otherwise than by default. */
export function geoFiltersChosen(filters: GeoListFilters): boolean {
  return filters.sortBy !== GEO_DEFAULT_FILTERS.sortBy || filters.reviews !== null;
}

/** A page's own URL: page 1 and the default sort and filter leave the query out. */
export function geoPageHref(path: string, page: number, filters: GeoListFilters = GEO_DEFAULT_FILTERS): string {
  const query = new URLSearchParams();
  if (filters.sortBy !== GEO_DEFAULT_FILTERS.sortBy) query.set("sortBy", filters.sortBy);
  if (filters.reviews !== null) query.set("reviews", filters.reviews);
  if (page > 1) query.set("page", String(page));
  return query.size > 0 ? `${path}?${query.toString()}` : path;
}
