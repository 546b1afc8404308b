/**
 * The search results' inserted blocks (spec search-and-compare §2: after the first 6 results,
 * alternating by page parity) from the fragments '/fragments/search-results-odd/' and
 * '/fragments/search-results-even/': one D1 query for both, kept in KV (content-page-cache.ts),
 * made into safe element trees the results island renders. A missing fragment (or a failed
 * read, logged) keeps the built-in block.
 */
import { fragmentView, type InsertedFragment, type InsertedFragments } from "../../domain/content/fragment-view.ts";
import { cachedContentPages } from "./content-page-cache.ts";
import type { StoredContentPage } from "./content-page-store.ts";

export const SEARCH_FRAGMENT_PATHS = {
  odd: "/fragments/search-results-odd/",
  even: "/fragments/search-results-even/",
} as const;

function inserted(
  stored: StoredContentPage | undefined,
  brandId: string,
  advisorPhone: string,
): InsertedFragment | null {
  if (!stored) return null;
  const { brands } = stored.page;
  if (brands.length > 0 && !(brands as readonly string[]).includes(brandId)) return null;
  return { title: stored.page.title, nodes: fragmentView(stored.page.blocks, advisorPhone) };
}

export async function readInsertedFragments(
  env: Env,
  brandId: string,
  advisorPhone: string,
): Promise<InsertedFragments> {
  try {
    // A fragment's edit bumps `all`, which the key holds: no page path is needed.
    const stored = await cachedContentPages(env, Object.values(SEARCH_FRAGMENT_PATHS), "fragment", null, true);
    const at = (path: string) => stored.find((page) => page.path === path);
    return {
      odd: inserted(at(SEARCH_FRAGMENT_PATHS.odd), brandId, advisorPhone),
      even: inserted(at(SEARCH_FRAGMENT_PATHS.even), brandId, advisorPhone),
    };
  } catch (error) {
    console.error("search page: the inserted fragments could not be read; the built-in blocks show", error);
    return { odd: null, even: null };
  }
}
