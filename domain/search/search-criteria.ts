/**
 * The search page's state as its URL holds it (spec search-and-compare §2.1), read and written
 * the same way by the server (which renders from the URL) and by the page's islands (which
 * update the URL in place). Reading falls back to the spec's defaults for any invalid value
 * (§5): distance 30 miles, price 1 to 4, sort distance, match-all true, page 1, assisted
 * living; unknown filter values are dropped one by one. Writing leaves defaults out, and
 * page 1 removes the page parameter. The reader is plain code, so the browser's bundle carries
 * no schema library; the server checks the raw query with its zod schema first
 * (worker/search/search-route.tsx).
 */
import { type CareType, careTypeById, careTypeBySlug, DEFAULT_CARE_TYPE_SLUG } from "../care-types.ts";
import {
  FILTER_FAMILIES,
  type FilterTest,
  MEDICARE_RATING_PARAMETER,
  RATING_FILTERS,
  SEARCH_DEFAULTS,
  SORTS,
  type SortValue,
} from "./search-filters.ts";

export interface SearchCriteria {
  keyword: string;
  latLng: { latitude: number; longitude: number } | null;
  careType: CareType;
  /** 1-based, as in the URL. */
  page: number;
  sortBy: SortValue;
  distanceMiles: number;
  price: readonly [number, number];
  matchAll: boolean;
  ongoingPromotion: boolean;
  /** The rating filter values chosen ('4-plus', '3-plus'). */
  reviews: readonly string[];
  /** The lowest average rating the rating filter lets through, or null. */
  minRating: number | null;
  /** The fewest Medicare overall stars a provider must have (`medicare-rating`, 1 to 5), or null. */
  medicareRating: number | null;
  /** Chosen values per filter parameter ('languages' -> ['spanish']), known values only. */
  filters: Readonly<Record<string, readonly string[]>>;
}

const MAX_DISTANCE_MILES = 100;
const MAX_PAGE = 10_000;

const defaultCareType = careTypeBySlug(DEFAULT_CARE_TYPE_SLUG) as CareType;

/** A care type by slug or by id ('assisted-living' or 'assisted_living_facilities'), if searchable. */
export function searchableCareType(value: string): CareType | undefined {
  const trimmed = value.trim();
  const careType = careTypeBySlug(trimmed) ?? careTypeById(trimmed);
  return careType?.searchable ? careType : undefined;
}

/** spec: search-and-compare §5, the location text as typed, trimmed, at most 200 characters. */
function keywordOf(value: string | null): string {
  return (value ?? "").trim().slice(0, 200);
}

/** A whole number from min to max, or the fallback. */
function wholeNumberOf(value: string | null, min: number, max: number, fallback: number): number {
  const text = value?.trim() ?? "";
  const number = text === "" ? Number.NaN : Number(text);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function sortOf(value: string | null): SortValue {
  return SORTS.find((sort) => sort.value === value)?.value ?? SEARCH_DEFAULTS.sortBy;
}

/** spec: search-and-compare §5, a distance above 0 and at most 100 miles, else 30. */
function distanceOf(value: string | null): number {
  const text = value?.trim() ?? "";
  const number = text === "" ? Number.NaN : Number(text);
  return Number.isFinite(number) && number > 0 && number <= MAX_DISTANCE_MILES ? number : SEARCH_DEFAULTS.distanceMiles;
}

/** Two numbers separated by a comma, or null. */
function numberPair(value: string | null): [number, number] | null {
  if (value === null) return null;
  const parts = value.split(",").map((part) => Number(part.trim()));
  const [first, second] = parts;
  if (parts.length !== 2 || first === undefined || second === undefined) return null;
  return Number.isFinite(first) && Number.isFinite(second) ? [first, second] : null;
}

function latLngOf(value: string | null): SearchCriteria["latLng"] {
  const pair = numberPair(value);
  if (!pair || Math.abs(pair[0]) > 90 || Math.abs(pair[1]) > 180) return null;
  return { latitude: pair[0], longitude: pair[1] };
}

/** spec: search-and-compare §5, the price slider runs 1 to 4 with at least one step between its thumbs. */
function priceOf(value: string | null): readonly [number, number] {
  const pair = numberPair(value);
  if (!pair) return SEARCH_DEFAULTS.price;
  const [low, high] = pair;
  const valid = Number.isInteger(low) && Number.isInteger(high) && low >= 1 && high <= 4 && high > low;
  return valid ? [low, high] : SEARCH_DEFAULTS.price;
}

function booleanOf(value: string | null, fallback: boolean): boolean {
  const text = value?.trim().toLowerCase();
  return text === "true" ? true : text === "false" ? false : fallback;
}

/** The known values a list names, in the order they are known in (so one choice has one URL). */
function listOf(value: string | null, known: readonly string[]): string[] {
  if (!value) return [];
  const chosen = new Set(value.split(",").map((item) => item.trim().toLowerCase()));
  return known.filter((item) => chosen.has(item));
}

/** 1 to 5 stars, else no Medicare filter. */
function medicareRatingOf(value: string | null): number | null {
  const stars = wholeNumberOf(value, 1, 5, 0);
  return stars === 0 ? null : stars;
}

const PROMOTION_WORDS = new Set(["true", "ongoing", "1", "yes", "on"]);

/**
 * The listing parameters the spec shares between pages (search-and-compare §2.1,
 * reviews-and-provider-page §2): a link written with them lands on the same list. The search
 * page's own names (`careType`, `page`) win when both are sent, and are the ones it writes.
 */
export const SHARED_LISTING_PARAMETERS = { careType: "care-type", page: "listing-page", keyword: "keyword" } as const;

export interface QueryParameters {
  get(name: string): string | null;
  /** All values of a repeated parameter, as a GET form with checkboxes sends them. */
  getAll?(name: string): string[];
}

/** A list parameter's values, comma-separated or repeated (`a=x,y` or `a=x&a=y`). */
function listText(params: QueryParameters, name: string): string | null {
  const all = params.getAll?.(name);
  return all && all.length > 1 ? all.join(",") : params.get(name);
}

/**
 * Reads the parameters; never throws. `params` is URLSearchParams or any getter like it;
 * list parameters may be comma-separated or repeated, so a plain GET form works too.
 */
export function parseSearchCriteria(params: QueryParameters): SearchCriteria {
  const filters: Record<string, string[]> = {};
  for (const family of FILTER_FAMILIES) {
    const values = listOf(
      listText(params, family.parameter),
      family.values.map((value) => value.value),
    );
    if (values.length) filters[family.parameter] = values;
  }
  const reviews = listOf(
    listText(params, "reviews"),
    RATING_FILTERS.map((rating) => rating.value),
  );
  const minimums = RATING_FILTERS.filter((rating) => reviews.includes(rating.value)).map((rating) => rating.minimum);

  return {
    keyword: keywordOf(params.get("keyword")),
    latLng: latLngOf(params.get("latLng")),
    careType:
      searchableCareType(params.get("careType") ?? params.get(SHARED_LISTING_PARAMETERS.careType) ?? "") ??
      defaultCareType,
    page: wholeNumberOf(params.get("page") ?? params.get(SHARED_LISTING_PARAMETERS.page), 1, MAX_PAGE, 1),
    sortBy: sortOf(params.get("sortBy")),
    distanceMiles: distanceOf(params.get("distance")),
    price: priceOf(params.get("price")),
    matchAll: booleanOf(params.get("match-all"), SEARCH_DEFAULTS.matchAll),
    ongoingPromotion: PROMOTION_WORDS.has((params.get("promotions") ?? "").trim().toLowerCase()),
    reviews,
    // Both rating values chosen means the wider one: 3 stars and up includes 4 and up.
    minRating: minimums.length ? Math.min(...minimums) : null,
    medicareRating: medicareRatingOf(params.get(MEDICARE_RATING_PARAMETER)),
    filters,
  };
}

/**
 * The query string of the criteria: only what differs from the defaults, page 1 left out
 * (spec search-and-compare §2.1), filter families in the table's order.
 */
export function searchCriteriaToParams(criteria: SearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.keyword) params.set("keyword", criteria.keyword);
  params.set("careType", criteria.careType.slug);
  if (criteria.latLng) params.set("latLng", `${criteria.latLng.latitude},${criteria.latLng.longitude}`);
  if (criteria.page > 1) params.set("page", String(criteria.page));
  if (criteria.sortBy !== SEARCH_DEFAULTS.sortBy) params.set("sortBy", criteria.sortBy);
  if (criteria.distanceMiles !== SEARCH_DEFAULTS.distanceMiles) params.set("distance", String(criteria.distanceMiles));
  if (criteria.price[0] !== SEARCH_DEFAULTS.price[0] || criteria.price[1] !== SEARCH_DEFAULTS.price[1]) {
    params.set("price", `${criteria.price[0]},${criteria.price[1]}`);
  }
  if (criteria.matchAll !== SEARCH_DEFAULTS.matchAll) params.set("match-all", String(criteria.matchAll));
  if (criteria.ongoingPromotion) params.set("promotions", "ongoing");
  if (criteria.reviews.length) params.set("reviews", criteria.reviews.join(","));
  if (criteria.medicareRating !== null) params.set(MEDICARE_RATING_PARAMETER, String(criteria.medicareRating));
  for (const family of FILTER_FAMILIES) {
    const values = criteria.filters[family.parameter];
    if (values?.length) params.set(family.parameter, values.join(","));
  }
  return params;
}

/** The tests a provider must pass (all, or any with match-any) for the chosen filter values. */
export function filterTests(filters: SearchCriteria["filters"]): FilterTest[] {
  return FILTER_FAMILIES.flatMap((family) =>
    family.values.filter((value) => filters[family.parameter]?.includes(value.value)).map((value) => value.test),
  );
}
