/**
 * The rules of the filter panel (spec search-and-compare §4, §5, §9), pure so the panel, the
 * mobile chips and the tests share them: which families and values show with which facet
 * counts, the two price thumbs, the distance slider, what Clear All keeps, and the hidden
 * fields that carry the rest of the search through a plain GET form.
 */
import { AMENITY_TYPES, amenityCategoryName } from "../../../domain/amenities.ts";
import type { Messages } from "../../../domain/i18n/messages.ts";
import type { FacetGroup, SearchResponse } from "../../../domain/search/search-contract.ts";
import { type SearchCriteria, searchCriteriaToParams } from "../../../domain/search/search-criteria.ts";
import {
  DISTANCE_CHOICES,
  type FilterFamily,
  PRICE_BAND_CEILINGS_CENTS,
  RATING_FILTERS,
  SEARCH_DEFAULTS,
} from "../../../domain/search/search-filters.ts";

export type Facets = SearchResponse["facets"];

/** The facets the panel counts with, or null when the answer has none to go by (no search yet). */
export function panelFacets(response: Pick<SearchResponse, "facets" | "searchState"> | null): Facets | null {
  return response && response.searchState !== "NO_SEARCH_INPUT" ? response.facets : null;
}

const amenityById = new Map(AMENITY_TYPES.map((amenity) => [amenity.id, amenity]));

function countIn(groups: readonly FacetGroup[], pick: (group: FacetGroup) => Record<string, number>, name: string) {
  return groups.reduce((sum, group) => sum + (pick(group)[name] ?? 0), 0);
}

/** Providers with this amenity, in the searched place and nearby together. */
function amenityCount(facets: Facets, amenityName: string): number {
  return countIn([facets.inRegion, facets.nearby], (group) => group.amenities, amenityName);
}

/** A category's count, in the searched place and nearby together (each the most of its amenities). */
function categoryCount(facets: Facets, categoryName: string): number {
  return countIn([facets.inRegion, facets.nearby], (group) => group.categories, categoryName);
}

/** The amenity category a family filters on, or null for families that test something else (awards, photos). */
export function familyCategory(family: FilterFamily): string | null {
  const first = family.values[0]?.test;
  if (first?.kind !== "amenity") return null;
  const amenity = amenityById.get(first.amenityId);
  return amenity ? amenityCategoryName(amenity.categoryId) : null;
}

export interface ValueView {
  value: string;
  /** Providers that have it, or null when there is nothing to count with. */
  count: number | null;
  chosen: boolean;
}

export interface FamilyView {
  family: FilterFamily;
  visible: boolean;
  /** Values shown straight away; the rest wait behind 'See more'. */
  shown: ValueView[];
  more: ValueView[];
}

/**
 * What a family shows. Amenity families count from the facets: a category counting zero is
 * hidden (spec §9) and so is a value counting zero, except a chosen one, which stays so it can
 * be unticked. Without facets, or for families that are not amenities, every value shows.
 * Chosen values never hide behind 'See more'.
 */
export function familyView(family: FilterFamily, facets: Facets | null, chosen: readonly string[]): FamilyView {
  const category = familyCategory(family);
  const counting = facets !== null && category !== null;
  const categoryEmpty = counting && categoryCount(facets, category) === 0;
  const values: ValueView[] = [];
  for (const value of family.values) {
    const isChosen = chosen.includes(value.value);
    let count: number | null = null;
    if (counting && value.test.kind === "amenity") {
      const name = amenityById.get(value.test.amenityId)?.name;
      count = name && !categoryEmpty ? amenityCount(facets, name) : 0;
    }
    if (count === 0 && !isChosen) continue;
    values.push({ value: value.value, count, chosen: isChosen });
  }
  const limit = family.shownBeforeMore ?? values.length;
  const shown = values.filter((value, index) => index < limit || value.chosen);
  const more = values.filter((value, index) => index >= limit && !value.chosen);
  return { family, visible: values.length > 0, shown, more };
}

/** The criteria with one value of a family ticked or unticked, in the family's order. */
export function withFilterValue(
  criteria: SearchCriteria,
  family: FilterFamily,
  value: string,
  checked: boolean,
): SearchCriteria {
  const current = new Set(criteria.filters[family.parameter] ?? []);
  if (checked) current.add(value);
  else current.delete(value);
  const values = family.values.map((known) => known.value).filter((known) => current.has(known));
  const filters = { ...criteria.filters };
  if (values.length) filters[family.parameter] = values;
  else delete filters[family.parameter];
  return { ...criteria, filters };
}

/** The rating filter chosen, as one value ('' for any rating): the widest of those in the URL. */
export function chosenRating(criteria: SearchCriteria): string {
  return RATING_FILTERS.find((rating) => rating.minimum === criteria.minRating)?.value ?? "";
}

/** The criteria with a rating filter ('' for any rating). */
export function withRating(criteria: SearchCriteria, rating: string): SearchCriteria {
  const known = RATING_FILTERS.find((choice) => choice.value === rating);
  return { ...criteria, reviews: known ? [known.value] : [], minRating: known ? known.minimum : null };
}

/**
 * spec: search-and-compare §4, Clear All removes every filter and keeps keyword and careType
 * (and the place the keyword was resolved to); the rest goes back to the defaults of §3.
 */
export function clearedCriteria(criteria: SearchCriteria): SearchCriteria {
  return {
    keyword: criteria.keyword,
    latLng: criteria.latLng,
    careType: criteria.careType,
    page: 1,
    sortBy: SEARCH_DEFAULTS.sortBy,
    distanceMiles: SEARCH_DEFAULTS.distanceMiles,
    price: SEARCH_DEFAULTS.price,
    matchAll: SEARCH_DEFAULTS.matchAll,
    ongoingPromotion: false,
    reviews: [],
    minRating: null,
    medicareRating: null,
    filters: {},
  };
}

/** How many filters are set: each ticked value, the rating, promotions, a narrower price or another distance. */
export function activeFilterCount(criteria: SearchCriteria): number {
  let count = Object.values(criteria.filters).reduce((sum, values) => sum + values.length, 0);
  if (criteria.minRating !== null) count++;
  if (criteria.medicareRating !== null) count++;
  if (criteria.ongoingPromotion) count++;
  if (criteria.price[0] !== SEARCH_DEFAULTS.price[0] || criteria.price[1] !== SEARCH_DEFAULTS.price[1]) count++;
  if (criteria.distanceMiles !== SEARCH_DEFAULTS.distanceMiles) count++;
  return count;
}

/** spec: search-and-compare §5, §9, the distance slider: 10 to 50 miles in steps of 10. */
export const DISTANCE_RANGE = {
  min: DISTANCE_CHOICES[0],
  max: DISTANCE_CHOICES[DISTANCE_CHOICES.length - 1] ?? 50,
  step: 10,
} as const;

/** A distance as the slider can show it: the nearest choice from 10 to 50. */
export function sliderDistance(miles: number): number {
  const clamped = Math.min(DISTANCE_RANGE.max, Math.max(DISTANCE_RANGE.min, miles));
  return Math.round(clamped / DISTANCE_RANGE.step) * DISTANCE_RANGE.step;
}

/** spec: search-and-compare §5, §9, the price slider: bands 1 to 4, thumbs at least one step apart. */
export const PRICE_RANGE = { min: 1, max: 4, gap: 1 } as const;

export type PriceThumb = "low" | "high";

/**
 * The price range after moving one thumb to `value`: kept within 1 to 4 and at least one step
 * from the other thumb, which never moves.
 */
export function movePriceThumb(
  range: readonly [number, number],
  thumb: PriceThumb,
  value: number,
): readonly [number, number] {
  const [low, high] = range;
  const whole = Math.round(value);
  if (thumb === "low") return [Math.max(PRICE_RANGE.min, Math.min(whole, high - PRICE_RANGE.gap)), high];
  return [low, Math.min(PRICE_RANGE.max, Math.max(whole, low + PRICE_RANGE.gap))];
}

/** '$' to '$$$$' for a band of 1 to 4. */
export function priceSymbols(band: number): string {
  return "$".repeat(band);
}

/** What a band means in monthly starting prices, from PRICE_BAND_CEILINGS_CENTS ('under $3,000', ...). */
export function priceBandMeaning(band: number, words: Messages["search"]["filters"]): string {
  const floor = PRICE_BAND_CEILINGS_CENTS[band - 2];
  const ceiling = PRICE_BAND_CEILINGS_CENTS[band - 1];
  if (floor === undefined && ceiling !== undefined) return words.priceUnder(ceiling);
  if (floor !== undefined && ceiling === undefined) return words.priceFrom(floor);
  if (floor !== undefined && ceiling !== undefined) return words.priceBetween(floor, ceiling - 100);
  return "";
}

/** The button that closes the all-filters modal: 'Show 32 Results', or 'Show results' with no count. */
export function showResultsText(words: Messages["search"], count: number | null): string {
  return count === null ? words.filters.showResults : words.filters.showCount(words.results.count(count));
}

/** A filter family's name and its values' names in the page's words (`t.search.families`), by its URL parameter. */
export interface FamilyWords {
  label: string;
  values: Readonly<Record<string, string>>;
}

/** The family's words, or undefined for a family the catalogue does not name (a unit test keeps there being none). */
export function familyWords(words: Messages["search"], parameter: string): FamilyWords | undefined {
  return (words.families as Readonly<Record<string, FamilyWords | undefined>>)[parameter];
}

/** Every valid price range, for the plain select that stands in for the slider without JavaScript. */
export function priceRangeChoices(): (readonly [number, number])[] {
  const choices: (readonly [number, number])[] = [];
  for (let low = PRICE_RANGE.min; low < PRICE_RANGE.max; low++) {
    for (let high = low + PRICE_RANGE.gap; high <= PRICE_RANGE.max; high++) choices.push([low, high]);
  }
  return choices;
}

/**
 * The query parameters a form must carry in hidden fields so that a plain GET submit keeps
 * the rest of the search: the criteria's parameters named in `keep`.
 */
export function hiddenFields(criteria: SearchCriteria, keep: readonly string[]): [string, string][] {
  return [...searchCriteriaToParams(criteria)].filter(([name]) => keep.includes(name));
}

/** The URL of the criteria on the search page. */
export function searchHref(searchPath: string, criteria: SearchCriteria): string {
  const query = searchCriteriaToParams({ ...criteria, page: 1 }).toString();
  return query ? `${searchPath}?${query}` : searchPath;
}
