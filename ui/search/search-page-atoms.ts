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
import { afterNextPaint } from "../app/after-next-paint.ts";
import { postJson } from "../app/api-client.ts";
import type { PageResult } from "./page-results.ts";
import { searchFailedAtom, searchQueryAtom, searchResponseAtom } from "./search-seed-atoms.ts";

/** The criteria the query string holds. */
export const searchCriteriaAtom = atom((get) => parseSearchCriteria(new URLSearchParams(get(searchQueryAtom))));

/**
 * The query a move has put in the address but the page does not show yet (the move waits for
 * the next paint before it renders): null once shown.
 */
const movingToQueryAtom = atom<string | null>(null);

/** The criteria the page shows or is moving to: a second change made meanwhile builds on the first. */
export const latestCriteriaAtom = atom((get) => {
  const movingTo = get(movingToQueryAtom);
  return movingTo === null ? get(searchCriteriaAtom) : parseSearchCriteria(new URLSearchParams(movingTo));
});

/** Results from further pages added by 'Show more', in order. */
export const extraResultsAtom = atom<PageResult[]>([]);

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
let latestMove = 0;

export interface SearchMove {
  criteria: SearchCriteria;
  /** 'push' adds a history entry (filters, paging); 'replace' corrects the current one; 'none' for back/forward. */
  history: "push" | "replace" | "none";
}

/**
 * Moves the page to new criteria: the URL first (no reload), at once; then, once the browser
 * has painted the control's new state and the address, the new criteria's render (the loading
 * cards) and the fetch. A move overtaken by a newer one before it renders is dropped, and so
 * is an answer that arrives after a newer request. A page past the last resets to page 1 and searches
 * again (spec §4). spec: search-and-compare §2.1; issue 15 "no dead first click".
 */
export const moveSearchAtom = atom(null, async (_get, set, move: SearchMove) => {
  const query = searchCriteriaToParams(move.criteria).toString();
  if (move.history !== "none" && typeof window !== "undefined") {
    // The compare selection shares the query string but not the criteria: it is carried over.
    const kept = keepCompareParams(query, window.location.search);
    const url = `${window.location.pathname}${kept ? `?${kept}` : ""}`;
    // An address already shown (the same criteria again) is not pushed a second time.
    const shown = url === `${window.location.pathname}${window.location.search}`;
    if (!shown && move.history === "push") window.history.pushState(null, "", url);
    else if (!shown) window.history.replaceState(null, "", url);
  }
  set(movingToQueryAtom, query);
  const moveId = ++latestMove;
  await afterNextPaint();
  if (moveId !== latestMove) return;
  set(movingToQueryAtom, null);
  set(searchQueryAtom, query);
  set(extraResultsAtom, []);
  set(searchFailedAtom, false);
  set(searchLoadingAtom, "first-page");
  const requestId = ++latestRequest;
  const result = await postJson<SearchResponse>("/api/enhanced-search", searchBody(move.criteria));
  if (requestId !== latestRequest) return;
  if (!result.ok) {
    console.error("search failed", result.status, result.message);
    set(searchLoadingAtom, null);
    set(searchFailedAtom, true);
    set(searchResponseAtom, null);
    return;
  }
  const answer = result.data;
  if (answer.results.length === 0 && answer.totalPages > 0 && move.criteria.page > answer.totalPages) {
    await set(moveSearchAtom, { criteria: { ...move.criteria, page: 1 }, history: "replace" });
    return;
  }
  set(searchLoadingAtom, null);
  set(searchResponseAtom, answer);
});

/**
 * Changes criteria the way a filter, sort or keyword change does: back to page 1 (spec §4,
 * 'changing any filter resets the page'), with a history entry.
 */
export const changeCriteriaAtom = atom(null, async (get, set, change: (criteria: SearchCriteria) => SearchCriteria) => {
  const next = { ...change(get(latestCriteriaAtom)), page: 1 };
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
