/**
 * The search page's query parameters (spec search-and-compare §2.1) read into criteria, with
 * the spec's defaults: distance 30 miles, price 1 to 4, sort distance, match-all true, page 1,
 * assisted living. An invalid value falls back to its default (§5) instead of failing, and
 * unknown filter values are dropped one by one. Pure.
 */
import { z } from "zod";
import { type CareType, careTypeById, careTypeBySlug, DEFAULT_CARE_TYPE_SLUG } from "../../ui/lib/care-types.ts";
import {
  FILTER_FAMILIES,
  type FilterTest,
  RATING_FILTERS,
  SEARCH_DEFAULTS,
  SORTS,
  type SortValue,
} from "../../ui/lib/search-filters.ts";

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
  minRating: number | null;
  /** Chosen values per filter parameter ('languages' -> ['spanish']), known values only. */
  filters: Readonly<Record<string, readonly string[]>>;
}

export const MAX_DISTANCE_MILES = 100;

const defaultCareType = careTypeBySlug(DEFAULT_CARE_TYPE_SLUG) as CareType;

/** A care type by slug or by id ('assisted-living' or 'assisted_living_facilities'), if searchable. */
export function searchableCareType(value: string): CareType | undefined {
  const trimmed = value.trim();
  const careType = careTypeBySlug(trimmed) ?? careTypeById(trimmed);
  return careType?.searchable ? careType : undefined;
}

const text = z.string().trim().max(200).catch("");
const positiveInt = z.coerce.number().int().positive().max(10_000).catch(1);

const latLngSchema = z
  .string()
  .transform((value, context) => {
    const parts = value.split(",").map((part) => Number(part.trim()));
    const [latitude, longitude] = parts;
    if (
      parts.length !== 2 ||
      latitude === undefined ||
      longitude === undefined ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      context.addIssue({ code: "custom", message: "latLng must be 'lat,lng'" });
      return z.NEVER;
    }
    return { latitude, longitude };
  })
  .nullable()
  .catch(null);

const priceSchema = z
  .string()
  .transform((value, context) => {
    const parts = value.split(",").map((part) => Number(part.trim()));
    const [low, high] = parts;
    if (parts.length !== 2 || low === undefined || high === undefined) {
      context.addIssue({ code: "custom", message: "price must be 'low,high'" });
      return z.NEVER;
    }
    // spec: search-and-compare §5, the slider runs 1 to 4 with at least one step between thumbs.
    if (!Number.isInteger(low) || !Number.isInteger(high) || low < 1 || high > 4 || high <= low) {
      context.addIssue({ code: "custom", message: "price bands run 1 to 4, low below high" });
      return z.NEVER;
    }
    return [low, high] as const;
  })
  .catch(SEARCH_DEFAULTS.price);

const sortSchema = z.enum(SORTS.map((sort) => sort.value) as [SortValue, ...SortValue[]]).catch(SEARCH_DEFAULTS.sortBy);

const distanceSchema = z.coerce.number().positive().max(MAX_DISTANCE_MILES).catch(SEARCH_DEFAULTS.distanceMiles);

const booleanSchema = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => (value === "true" ? true : value === "false" ? false : fallback))
    .catch(fallback);

function listOf(value: string | undefined, known: ReadonlySet<string>): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").map((item) => item.trim().toLowerCase()))].filter((item) => known.has(item));
}

/** Reads the parameters; never throws. `params.get` is a URLSearchParams-like getter. */
export function parseSearchCriteria(params: { get(name: string): string | null }): SearchCriteria {
  const read = (name: string) => params.get(name) ?? undefined;
  const filters: Record<string, string[]> = {};
  for (const family of FILTER_FAMILIES) {
    const values = listOf(read(family.parameter), new Set(family.values.map((value) => value.value)));
    if (values.length) filters[family.parameter] = values;
  }
  const ratings = listOf(read("reviews"), new Set(RATING_FILTERS.map((rating) => rating.value)));
  const minimums = RATING_FILTERS.filter((rating) => ratings.includes(rating.value)).map((rating) => rating.minimum);
  const promotions = (read("promotions") ?? "").trim().toLowerCase();

  return {
    keyword: text.parse(read("keyword") ?? ""),
    latLng: latLngSchema.parse(read("latLng") ?? null),
    careType: searchableCareType(read("careType") ?? "") ?? defaultCareType,
    page: positiveInt.parse(read("page") ?? 1),
    sortBy: sortSchema.parse(read("sortBy")),
    distanceMiles: distanceSchema.parse(read("distance") ?? SEARCH_DEFAULTS.distanceMiles),
    price: priceSchema.parse(read("price") ?? ""),
    matchAll: booleanSchema(SEARCH_DEFAULTS.matchAll).parse(read("match-all") ?? ""),
    ongoingPromotion: ["true", "ongoing", "1", "yes", "on"].includes(promotions),
    // Both rating values chosen means the wider one: 3 stars and up includes 4 and up.
    minRating: minimums.length ? Math.min(...minimums) : null,
    filters,
  };
}

/** The tests a provider must pass (all, or any with match-any) for the chosen filter values. */
export function filterTests(filters: SearchCriteria["filters"]): FilterTest[] {
  return FILTER_FAMILIES.flatMap((family) =>
    family.values.filter((value) => filters[family.parameter]?.includes(value.value)).map((value) => value.test),
  );
}

/** True when any narrowing filter is set (the faceted rather than the plain search). */
export function hasActiveFilters(criteria: SearchCriteria): boolean {
  return (
    Object.keys(criteria.filters).length > 0 ||
    criteria.minRating !== null ||
    criteria.ongoingPromotion ||
    criteria.price[0] !== SEARCH_DEFAULTS.price[0] ||
    criteria.price[1] !== SEARCH_DEFAULTS.price[1]
  );
}
