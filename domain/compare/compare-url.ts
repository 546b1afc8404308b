/**
 * The compare selection's place in the URL (spec search-and-compare §2.1, §4, §9), read by the
 * server to render the tray and written by the page's islands: `selectedCommunities` holds the provider ids in the order they were picked, and
 * `isModalOpen` whether the compare modal shows. Both sit beside the search criteria in the
 * query string but are never part of them; writing one never disturbs the other.
 */
import type { QueryParameters } from "../search/search-criteria.ts";

/** The query parameters of the compare state. spec: search-and-compare §2.1. */
export const COMPARE_PARAMS = { selected: "selectedCommunities", modalOpen: "isModalOpen" } as const;

export interface CompareState {
  /** Provider ids, in the order they were selected. */
  selected: readonly number[];
  /** True while the compare modal shows. */
  modalOpen: boolean;
}

/**
 * Reads the compare state; never throws. Ids are positive integers, each once, at most the
 * brand's limit (a longer list keeps its first ids). The modal is open only with a selection,
 * as the spec opens it on load only when isModalOpen is true and selectedCommunities is present.
 */
export function parseCompareState(params: QueryParameters, limit: number): CompareState {
  const ids: number[] = [];
  for (const part of (params.get(COMPARE_PARAMS.selected) ?? "").split(",")) {
    const text = part.trim();
    if (!/^\d{1,15}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  const selected = ids.slice(0, limit);
  const modalOpen = params.get(COMPARE_PARAMS.modalOpen)?.trim().toLowerCase() === "true" && selected.length > 0;
  return { selected, modalOpen };
}

/**
 * The query string `search` (with or without '?') with the compare state written into it and
 * every other parameter kept. An empty selection and a closed modal leave their parameters out.
 */
export function writeCompareState(search: string, state: CompareState): string {
  const params = new URLSearchParams(search);
  params.delete(COMPARE_PARAMS.selected);
  params.delete(COMPARE_PARAMS.modalOpen);
  if (state.selected.length) params.set(COMPARE_PARAMS.selected, state.selected.join(","));
  if (state.modalOpen && state.selected.length) params.set(COMPARE_PARAMS.modalOpen, "true");
  return params.toString();
}

/**
 * The criteria query `query` with the compare parameters of `currentSearch` carried over, so a
 * page or filter change keeps the selection and the modal state (spec search-and-compare §2.1).
 */
export function keepCompareParams(query: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const params = new URLSearchParams(query);
  for (const name of Object.values(COMPARE_PARAMS)) {
    const value = current.get(name);
    if (value !== null) params.set(name, value);
  }
  return params.toString();
}

/** The compare page: the communities side by side, server-rendered, a link anyone can open. */
export const COMPARE_PATH = "/compare/";

/** The query parameters of the compare page: the provider ids, and the place distances are from. */
export const COMPARE_PAGE_PARAMS = { ids: "ids", near: "near" } as const;

/**
 * The compare page's address for these providers, in this order (`/compare/?ids=12,7,40`), with
 * the searched place when there is one (`&near=Austin%2C+TX`), so distances are from it.
 */
export function comparePageHref(ids: readonly number[], near?: string | null): string {
  const params = new URLSearchParams();
  params.set(COMPARE_PAGE_PARAMS.ids, ids.join(","));
  const place = near?.trim();
  if (place) params.set(COMPARE_PAGE_PARAMS.near, place);
  // Commas read better in a link that is shared, and stay one value.
  return `${COMPARE_PATH}?${params.toString().replaceAll("%2C", ",")}`;
}
