/**
 * The edge page cache's rules (docs/page-cache.md): which GET paths are anonymous and the same
 * for every visitor (the allow-list), how a URL is normalised for the key, how long a stored copy
 * is fresh and then stale, and the fixed placeholders a stored copy carries in place of the
 * visitor's own values. Pure rules; the Cache API and the copies are in worker/cache/.
 */
import { CARE_TYPES } from "../care-types.ts";
import { mayBeContentPath } from "../content/content-paths.ts";

/**
 * Fresh for 5 minutes: a provider's own change (a price, a photo) reaches visitors within that
 * without a purge, and a busy page is rendered at most once per 5 minutes per location.
 */
export const PAGE_CACHE_FRESH_SECONDS = 5 * 60;

/**
 * Then stale for up to an hour: served at once while one request renders it again in the
 * background, so a page visited less than every 5 minutes still answers from the cache. Past
 * that it is a miss. Purges never wait for this: they change the key.
 */
export const PAGE_CACHE_STALE_SECONDS = 60 * 60;

/**
 * A refresh whose render is the copy stored again (the same headers and bytes) stores it again
 * only once the copy is older than this: the Cache API write is the dearest step of a refresh,
 * and a page nobody changed needs none. A refreshed page is still fresh for at least half its
 * freshness wherever it is read.
 */
export const PAGE_CACHE_REWRITE_SECONDS = PAGE_CACHE_FRESH_SECONDS / 2;

/** What a cacheable request is: an HTML page or a JSON answer, and whether it lists providers. */
export interface PageCacheRoute {
  kind: "page" | "json";
  /** Search, geo, hub, home and provider pages and the JSON with provider data: purged with every provider's change. */
  listsProviders: boolean;
  /**
   * A page whose address is a family's free search (a place, a care type, filters): most are asked
   * once, so a render is stored only at the address's second ask (worker/cache/second-ask.ts).
   */
  storedOnSecondAsk: boolean;
}

const ROLL_UP_TYPES = new Set(CARE_TYPES.map((careType) => careType.rollUpType));
const CARE_TYPE_SLUGS = new Set(CARE_TYPES.map((careType) => careType.slug));

const page = (listsProviders: boolean): PageCacheRoute => ({ kind: "page", listsProviders, storedOnSecondAsk: false });
const json = (listsProviders: boolean): PageCacheRoute => ({ kind: "json", listsProviders, storedOnSecondAsk: false });

/**
 * JSON answers that are the same for every visitor, by path prefix. Every one with provider data
 * counts as a listing, so a provider's purge reaches it whatever its path.
 */
const CACHEABLE_JSON: readonly [prefix: string, listsProviders: boolean][] = [
  ["/v1/enhanced-search", true],
  ["/v2/enhanced-search/", true],
  ["/v1/faceted-search", true],
  ["/v2/faceted-search", true],
  ["/v1/nearby-search", true],
  ["/api/keyword-search", true],
  ["/v1/geo-pages/", true],
  ["/v2/geo-pages/", true],
  ["/v1/catalogue", true],
  ["/v1/dxp/cities", true],
  ["/v1/costs/summary", true],
  ["/api/places-near-by", true],
  ["/api/places/autocomplete", false],
  // A provider's own record and reviews: purged with it through the listings.
  ["/v2/location/", true],
  ["/api/location/", true],
  ["/v3/location", true],
  ["/api/reviews/provider/", true],
];

function matchesPrefix(path: string, prefix: string): boolean {
  return prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The allow-list: the cacheable route of a GET path, or null for everything else (the operator
 * routes, posts, the visitor-address answers such as /api/geoip, the thank-you and token pages).
 * Only 200 answers are stored, so a path listed here that answers a redirect or a 404 is simply
 * not stored.
 */
export function pageCacheRoute(pathname: string, query: URLSearchParams): PageCacheRoute | null {
  if (pathname === "/") return page(true);
  if (pathname === "/local/search/" || pathname === "/search/") return { ...page(true), storedOnSecondAsk: true };
  if (pathname === "/lp/") return page(false);
  // Saved reads the visitor's saved-providers cookie: the page cache bypasses it for a visitor
  // with one. A shared list (`?ids=`) is read from the link alone and lists its providers.
  if (pathname === "/saved") return page(query.has("ids"));
  if (pathname.startsWith("/bestseniorliving/")) return page(true);
  if (pathname.startsWith("/site-map/")) return page(true);
  if (pathname === "/partners/get-listed/") return page(false);
  const segments = pathname.split("/").filter((segment) => segment.length > 0);
  const first = segments[0] ?? "";
  // Care-type hubs and the geo state, city and county pages.
  if (ROLL_UP_TYPES.has(first as never)) return page(true);
  // Provider pages (the short geo forms of these are redirects, never stored): they list their
  // neighbours in the comparison carousel and the nearby links.
  if (CARE_TYPE_SLUGS.has(first) && segments.length === 4) return page(true);
  for (const [prefix, listsProviders] of CACHEABLE_JSON) {
    if (!matchesPrefix(pathname, prefix)) continue;
    // Around the visitor's own address: never the same for two visitors.
    if (prefix === "/api/keyword-search" && query.has("aroundLatLngViaIP")) return null;
    return json(listsProviders);
  }
  // Content pages: a provider rollup or a featured review lists providers and their reviews.
  if (mayBeContentPath(pathname)) return page(true);
  return null;
}

/**
 * The query of a cache key: parameters sorted by name (then value), empty ones dropped, every
 * other kept (tracking values such as utm_* are in the page's forms).
 */
export function normalisedCacheQuery(query: URLSearchParams): string {
  const pairs = [...query.entries()].filter(([, value]) => value.length > 0);
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return new URLSearchParams(pairs).toString();
}

/**
 * Whether every parameter of the query is in its cache key: none is empty. A render of an
 * address with an empty parameter may show it (in a form's landing page, a return path) though
 * its key leaves it out, so such a render is never stored: later visitors would get a part of
 * the first one's address.
 */
export function keyHoldsWholeQuery(query: URLSearchParams): boolean {
  return [...query.values()].every((value) => value.length > 0);
}

/** The address as its cache key reads it: the empty parameters dropped, the rest as sent. */
export function addressAsKeyed(address: string): string {
  const url = new URL(address);
  const kept = [...url.searchParams].filter(([, value]) => value.length > 0);
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

export type CopyFreshness = "fresh" | "stale" | "expired";

/** How a stored copy rendered at `renderedAt` (epoch ms) stands at `now`. */
export function copyFreshness(renderedAt: number, now: number): CopyFreshness {
  const age = (now - renderedAt) / 1000;
  if (!Number.isFinite(age) || age < 0) return "expired";
  if (age <= PAGE_CACHE_FRESH_SECONDS) return "fresh";
  if (age <= PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS) return "stale";
  return "expired";
}
