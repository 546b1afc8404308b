/**
 * The search results page's state, shared by its islands (results, filters, sort, map,
 * compare, chips): the query string it shows, the answer for it, and the action that moves
 * to new criteria — it updates the URL in place, fetches, and keeps the newest answer only.
 * spec: search-and-compare §2.1, §4.
 */
import { atom } from "jotai";
import { keepCompareParams } from "../../domain/compare/compare-url.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import {
  parseSearchCriteria,
  type SearchCriteria,
  searchCriteriaToParams,
} from "../../domain/search/search-criteria.ts";
import { postJson } from "../app/api-client.ts";
import { searchFailedAtom, searchQueryAtom, searchResponseAtom } from "./search-seed-atoms.ts";

/** The criteria the query string holds. */
export const searchCriteriaAtom = atom((get) => parseSearchCriteria(new URLSearchParams(get(searchQueryAtom))));

/** Results from further pages added by 'Show more', in order. */
export const extraResultsAtom = atom<SearchResponse["results"]>([]);

/**
 * What is loading: the first page of new criteria (6 skeleton cards), or the next page for
 * 'Show more' (10 skeleton cards), or nothing. spec: search-and-compare §4, §9.
 */
export const searchLoadingAtom = atom<"first-page" | "next-page" | null>(null);

/** The body POST /api/enhanced-search takes: the query string's parameters as strings. */
export function searchBody(criteria: SearchCriteria): Record<string, string> {
  return Object.fromEntries(searchCriteriaToParams(criteria));
}

let latestRequest = 0;

export interface SearchMove {
  criteria: SearchCriteria;
  /** 'push' adds a history entry (filters, paging); 'replace' corrects the current one; 'none' for back/forward. */
  history: "push" | "replace" | "none";
}

/**
 * Moves the page to new criteria: the URL first (no reload), then the fetch; an answer that
 * arrives after a newer move is dropped. A page past the last resets to page 1 and searches
 * again (spec §4).
 */
export const moveSearchAtom = atom(null, async (_get, set, move: SearchMove) => {
  const query = searchCriteriaToParams(move.criteria).toString();
  if (move.history !== "none" && typeof window !== "undefined") {
    // The compare selection shares the query string but not the criteria: it is carried over.
    const kept = keepCompareParams(query, window.location.search);
    const url = `${window.location.pathname}${kept ? `?${kept}` : ""}`;
    // A filter click held before the islands were live has shown its address already
    // (ui/app/entry-client.tsx): that entry is replaced, not pushed a second time.
    const shown = url === `${window.location.pathname}${window.location.search}`;
    if (move.history === "push" && !shown) window.history.pushState(null, "", url);
    else window.history.replaceState(null, "", url);
  }
  set(searchQueryAtom, query);
  set(extraResultsAtom, []);
  set(searchFailedAtom, false);
  set(searchLoadingAtom, "first-page");
  const requestId = ++latestRequest;
  const result = await postJson<SearchResponse>("/api/enhanced-search", searchBody(move.criteria));
  if (requestId !== latestRequest) return;
  set(searchLoadingAtom, null);
  if (!result.ok) {
    console.error("search failed", result.status, result.message);
    set(searchFailedAtom, true);
    set(searchResponseAtom, null);
    return;
  }
  const answer = result.data;
  if (answer.results.length === 0 && answer.totalPages > 0 && move.criteria.page > answer.totalPages) {
    await set(moveSearchAtom, { criteria: { ...move.criteria, page: 1 }, history: "replace" });
    return;
  }
  set(searchResponseAtom, answer);
});

/**
 * Changes criteria the way a filter, sort or keyword change does: back to page 1 (spec §4,
 * 'changing any filter resets the page'), with a history entry.
 */
export const changeCriteriaAtom = atom(null, async (get, set, change: (criteria: SearchCriteria) => SearchCriteria) => {
  const next = { ...change(get(searchCriteriaAtom)), page: 1 };
  await set(moveSearchAtom, { criteria: next, history: "push" });
});

/** 'Show more': the next page's results added below those shown. */
export const showMoreAtom = atom(null, async (get, set) => {
  const response = get(searchResponseAtom);
  if (!response) return;
  const shown = response.results.length + get(extraResultsAtom).length;
  if (shown >= response.totalItems) return;
  const criteria = get(searchCriteriaAtom);
  const nextPage = criteria.page + Math.ceil(get(extraResultsAtom).length / response.hitsPerPage) + 1;
  set(searchLoadingAtom, "next-page");
  const requestId = ++latestRequest;
  const result = await postJson<SearchResponse>("/api/enhanced-search", searchBody({ ...criteria, page: nextPage }));
  if (requestId !== latestRequest) return;
  set(searchLoadingAtom, null);
  if (!result.ok) {
    console.error("loading more results failed", result.status, result.message);
    return;
  }
  set(extraResultsAtom, [...get(extraResultsAtom), ...result.data.results]);
});

/** 'Show less': back to the first page of results only. */
export const showLessAtom = atom(null, (_get, set) => {
  set(extraResultsAtom, []);
});
