/**
 * Stored documents as pages read them, through KV (kv-schemas/content-pages.ts): a run of
 * visits to a content page, or of search pages with their inserted fragments, reads D1 once.
 * The key carries the generations of `all` and the reading page's path scopes, which an edit
 * bumps; when they cannot be read, D1 answers directly.
 */
import { type CacheScope, pathScopes } from "../../domain/cache/cache-scopes.ts";
import type { ContentKind } from "../../domain/content/content-paths.ts";
import { stableId } from "../../domain/hash.ts";
import { contentPagesFamily } from "../../kv-schemas/content-pages.ts";
import { generationToken } from "../cache/cache-generations.ts";
import { readThroughIfFound } from "../cache/kv-cache.ts";
import { readContentPages, type StoredContentPage } from "./content-page-store.ts";

/**
 * The documents of the kind at the paths, for a page at `pagePath` (null for a part of every
 * page, such as a fragment: only `all` then). An answer with no document is stored only when
 * `keepEmpty` says so (paths the code names, never a visitor's).
 */
export async function cachedContentPages(
  env: Env,
  paths: readonly string[],
  kind: ContentKind,
  pagePath: string | null,
  keepEmpty: boolean,
): Promise<StoredContentPage[]> {
  if (paths.length === 0) return [];
  const scopes: CacheScope[] = ["all", ...(pagePath === null ? [] : pathScopes(pagePath))];
  const generation = await generationToken(env.CACHE, scopes);
  if (generation === null) return readContentPages(env.DB, paths, kind);
  const hash = stableId(paths.join("\n"));
  const stored = await readThroughIfFound(
    env.CACHE,
    contentPagesFamily,
    async () => {
      const pages = await readContentPages(env.DB, paths, kind);
      return pages.length > 0 || keepEmpty ? { paths: [...paths], pages } : null;
    },
    generation,
    kind,
    hash,
  );
  if (stored === null) return [];
  const samePaths = stored.paths.length === paths.length && stored.paths.every((path, index) => path === paths[index]);
  // Two path lists with the same hash: the stored one is another's, so D1 answers this one.
  return samePaths ? stored.pages : readContentPages(env.DB, paths, kind);
}
