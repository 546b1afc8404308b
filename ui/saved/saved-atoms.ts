/**
 * The visitor's saved providers (spec lead-capture-and-chrome §4, save heart), shared by every
 * heart on the page. The cookie is the record: the atom is unknown (null) while the page renders
 * and hydrates, takes the cookie's list once the page is live, and a toggle reads the cookie
 * again first, so a change made in another tab is never lost.
 */
import { atom } from "jotai";
import type { Messages } from "../../domain/i18n/messages.ts";
import { type SaveOutcome, toggleSavedProvider } from "../../domain/saved/saved-list.ts";
import { recordEvent } from "../app/record-event.ts";
import { showToastAtom } from "../app/toast-atoms.ts";
import { readSavedProviders, writeSavedProviders } from "./saved-cookie.ts";

/** spec: lead-capture-and-chrome §9, toast duration 5000 ms. */
const SAVED_TOAST_DURATION_MS = 5000;

/** spec: lead-capture-and-chrome §8, the save toasts' kinds; their words are the page's (`t.saved`). */
const SAVED_TOAST_KINDS = { saved: "success", unsaved: "info", limit: "error", failed: "error" } as const;

/** What a toggle needs of the page: its words and the Saved page's address in its language. */
export interface SaveToggle {
  providerId: number;
  words: Messages["saved"];
  savedHref: string;
}

/** Ids of the saved providers, in the order saved; null until the browser has read the cookie. */
export const savedProviderIdsAtom = atom<number[] | null>(null);

// Runs in the browser only, when the first heart subscribes: never during server rendering or hydration.
savedProviderIdsAtom.onMount = (set) => {
  set(readSavedProviders());
};

/**
 * Saves or unsaves one provider and says so in a toast; refused at the limit; an error toast when
 * the cookie was not kept. A change kept is recorded (spec lead-capture-and-chrome §7, favourite
 * added / removed).
 */
export const toggleSavedAtom = atom(null, (_get, set, { providerId, words, savedHref }: SaveToggle) => {
  const current = readSavedProviders();
  const { ids, outcome } = toggleSavedProvider(current, providerId);
  let shown: SaveOutcome | "failed" = outcome;
  if (outcome !== "limit" && !writeSavedProviders(ids)) shown = "failed";
  set(savedProviderIdsAtom, shown === "saved" || shown === "unsaved" ? ids : current);
  if (shown === "saved") recordEvent("favourite added", { providerId });
  if (shown === "unsaved") recordEvent("favourite removed", { providerId });
  // spec: lead-capture-and-chrome §8, every save toast's action leads to the Saved page.
  set(showToastAtom, {
    kind: SAVED_TOAST_KINDS[shown],
    message: shown === "failed" ? words.failed : words.outcomes[shown],
    action: { label: words.viewSaved, href: savedHref },
    durationMs: SAVED_TOAST_DURATION_MS,
  });
});
