/**
 * The compare selection of the results page (spec search-and-compare §2.2, §4): which
 * communities are picked, mirrored in the URL's `selectedCommunities` (replaceState, so
 * picking adds no history entry), and the too-many modal. The server seeds the state and the settings; the atoms that shape
 * and load the communities shown live with the compare views
 * (ui/compare/compare-items.ts), so pages without them never load that code.
 */
import { atom } from "jotai";
import { type CompareState, writeCompareState } from "../../domain/compare/compare-url.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import type { CompareItem } from "./compare-item.ts";
import { removeFromCompare } from "./compare-rules.ts";
import { compareStateAtom } from "./compare-seed-atoms.ts";

/** True while the too-many modal shows. */
export const compareTooManyAtom = atom(false);

/** What is known of a selected community that is not among the results shown. */
export type KnownCommunity = CompareItem | "loading" | "failed";

/** What shows in place of a community that is not known yet. */
export function pendingText(item: KnownCommunity | null, words: Messages["compare"]["tray"]): string {
  return item === "failed" ? words.failed : words.loading;
}

/** The community, once it is known; null while it loads or when it could not be loaded. */
export function loadedItem(item: KnownCommunity | null): CompareItem | null {
  return item !== null && typeof item === "object" ? item : null;
}

/** Communities picked from earlier pages, or loaded by id, by provider id. */
export const knownCommunitiesAtom = atom<Readonly<Record<number, KnownCommunity>>>({});

function mirrorInUrl(state: CompareState): void {
  if (typeof window === "undefined") return;
  const query = writeCompareState(window.location.search, state);
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${query ? `?${query}` : ""}${hash}`);
}

/** Sets the compare state and mirrors it in the URL without a history entry. */
export const setCompareStateAtom = atom(null, (_get, set, state: CompareState) => {
  set(compareStateAtom, state);
  mirrorInUrl(state);
});

/** Takes one community out of the comparison (the tray's remove buttons). */
export const removeCompareAtom = atom(null, (get, set, id: number) => {
  set(setCompareStateAtom, removeFromCompare(get(compareStateAtom), id));
});
