/**
 * Which generation scopes (kv-schemas/cache-generation.ts) a cached page or answer belongs to,
 * and how a path prefix an operator purges is written. Pure rules; the KV reads and writes are
 * in worker/cache/cache-generations.ts.
 */
/**
 * A generation scope of the edge caches: `all` (everything), `listings` (every page or answer
 * that lists providers: search, geo and care-type pages, the search JSON), and `path:{path}` (a
 * page path and every path under it).
 */
export type CacheScope = "all" | "listings" | `path:${string}`;

/**
 * The scopes of a value that lists providers whatever its path (a search's answer, a provider
 * page's surroundings): a purge of everything or of any provider moves it.
 */
export const LISTING_SCOPES: readonly CacheScope[] = ["all", "listings"];

/** KV keys are at most 512 bytes; a path scope longer than this is cut to its nearest parent that fits. */
const MAX_PATH_SCOPE_LENGTH = 400;

/**
 * A path as a scope: it starts with '/', and a purge prefix ends at a segment boundary
 * (`/senior-living/assisted-living/texas/`), so `/a/b/` never reaches `/a/bc/`.
 */
export function normalisedScopePath(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.endsWith("/") ? withSlash : `${withSlash}/`;
}

/**
 * The path scopes of a page: '/' and each of its ancestors, down to the page's own path:
 * `/a/b/` belongs to `path:/`, `path:/a/` and `path:/a/b/`. A page without a trailing slash
 * (`/saved`) is its own last segment all the same.
 */
export function pathScopes(pathname: string): CacheScope[] {
  const segments = pathname.split("/").filter((segment) => segment.length > 0);
  const scopes: CacheScope[] = ["path:/"];
  let path = "/";
  for (const segment of segments) {
    path = `${path}${segment}/`;
    if (path.length > MAX_PATH_SCOPE_LENGTH) break;
    scopes.push(`path:${path}`);
  }
  return scopes;
}

/**
 * Every scope a cached page or answer belongs to: everything, the listings when it lists
 * providers, and its path scopes.
 */
export function cacheScopes(pathname: string, listsProviders: boolean): CacheScope[] {
  return ["all", ...(listsProviders ? (["listings"] as const) : []), ...pathScopes(pathname)];
}
