/**
 * Parameter schemas the search endpoints share, and the bridge from an endpoint's validated
 * input to the search page's criteria (domain/search/search-criteria.ts).
 */

import type { Context } from "hono";
import { z } from "zod";
import { parseSearchCriteria, type SearchCriteria } from "../../domain/search/search-criteria.ts";
import { SEARCH_DEFAULTS } from "../../domain/search/search-filters.ts";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import type { SearchOptions } from "./search-service.ts";
import { d1Time } from "./search-timing.ts";

export const hitsPerPageSchema = z.coerce.number().int().min(1).max(100).default(SEARCH_DEFAULTS.pageSize);
export const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
export const latitudeSchema = z.coerce.number().min(-90).max(90);
export const longitudeSchema = z.coerce.number().min(-180).max(180);
export const radiusMilesSchema = z.coerce.number().positive().max(100);
export const shortText = z.string().trim().max(200);

/** spec: search-and-compare §9, 20 results per page. */
export const SEARCH_PAGE_SIZE = SEARCH_DEFAULTS.pageSize;

/** Longest value of one query parameter the page reads; a keyword is cut to 200 characters anyway. */
const QUERY_VALUE_MAX = 1_000;
const queryValue = z.string().max(QUERY_VALUE_MAX);

/**
 * The search page's raw query string: each parameter once or repeated (a GET filter form repeats
 * its checkboxes), each value of a sane length. Which values mean something is the shared
 * reader's business (domain/search/search-criteria.ts), which falls back to the spec's defaults
 * value by value (spec search-and-compare §5).
 */
export const searchPageQueryValue = z.union([queryValue, z.array(queryValue).max(100)]);
export const searchPageQuerySchema = z.record(z.string(), searchPageQueryValue);
export type SearchPageQuery = z.infer<typeof searchPageQuerySchema>;

/** The raw query as the criteria reader takes it: the first value of a name, or all of them. */
export function searchQueryParams(rawQuery: SearchPageQuery): Parameters<typeof parseSearchCriteria>[0] & {
  getAll: (name: string) => string[];
} {
  const all = (name: string) => [rawQuery[name] ?? []].flat();
  return { get: (name: string) => all(name)[0] ?? null, getAll: all };
}

/** 'true' / 'false' in a query string. */
export const booleanText = z.enum(["true", "false"]).transform((value) => value === "true");

/** Criteria from name/value pairs written like the search page's query string. */
export function criteriaFrom(values: Record<string, string | undefined>): SearchCriteria {
  return parseSearchCriteria({ get: (name) => values[name] ?? null });
}

/** The options every search of this request uses: brand, clock, page size and language. */
export function searchOptions(
  c: Context<AppEnv>,
  hitsPerPage: number,
  extra: Partial<SearchOptions> = {},
): SearchOptions {
  return {
    brand: c.get("brand"),
    now: new Date(),
    hitsPerPage,
    onlyIndexed: false,
    pricesVisible: pricesVisible(c),
    language: c.var.language,
    d1Time: d1Time(),
    ...extra,
  };
}

/** 'Austin, TX' from city (or county) and state fields, when no keyword is given. */
export function keywordFromParts(parts: { keyword?: string; city?: string; county?: string; state?: string }): string {
  if (parts.keyword) return parts.keyword;
  const place = parts.city || (parts.county ? `${parts.county.replace(/\s+county$/i, "")} County` : "");
  return [place, parts.state].filter(Boolean).join(", ");
}
