/**
 * The search results page's seeded state, kept apart from the search actions (./search-page-atoms.ts)
 * so the page seed every page builds its store from brings in no search code.
 */
import { atom } from "jotai";
import type { PageSearchResponse } from "./page-results.ts";

/** The page's query string, without '?': the source of truth, mirrored in the address bar. */
export const searchQueryAtom = atom("");

/** The answer for the current criteria (server-rendered first, then fetched). */
export const searchResponseAtom = atom<PageSearchResponse | null>(null);

/** Set when the last fetch failed: the results area then renders nothing (spec §4). */
export const searchFailedAtom = atom(false);
