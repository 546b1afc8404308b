/**
 * The visitor's saved providers (spec lead-capture-and-chrome §4, save heart), shared by every
 * heart on the page. The cookie is the record: the atom is unknown (null) while the page renders
 * and hydrates, takes the cookie's list once the page is live, and a toggle reads the cookie
 * again first, so a change made in another tab is never lost.
 */
import { atom } from "jotai";
import {
  SAVE_OUTCOME_MESSAGES,
  SAVED_PATH,
  type SaveOutcome,
  toggleSavedProvider,
  VIEW_SAVED_LABEL,
} from "../../domain/saved/saved-list.ts";
import { recordEvent } from "../app/record-event.ts";
import { showToastAtom } from "../app/toast-atoms.ts";
import { readSavedProviders, writeSavedProviders } from "./saved-cookie.ts";

/** spec: lead-capture-and-chrome §9, toast duration 5000 ms. */
const SAVED_TOAST_DURATION_MS = 5000;

/** spec: lead-capture-and-chrome §8, the save toasts, each with the action to the Saved page. */
const SAVED_TOASTS = {
  saved: { kind: "success", message: SAVE_OUTCOME_MESSAGES.saved },
  unsaved: { kind: "info", message: SAVE_OUTCOME_MESSAGES.unsaved },
  limit: { kind: "error", message: SAVE_OUTCOME_MESSAGES.limit },
  failed: { kind: "error", message: "Unable to complete action. Please try again." },
} as const;

/** spec: lead-capture-and-chrome §8, every save toast's action. */
const VIEW_SAVED_ACTION = { label: VIEW_SAVED_LABEL, href: SAVED_PATH } as const;

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
export const toggleSavedAtom = atom(null, (_get, set, providerId: number) => {
  const current = readSavedProviders();
  const { ids, outcome } = toggleSavedProvider(current, providerId);
  let shown: SaveOutcome | "failed" = outcome;
  if (outcome !== "limit" && !writeSavedProviders(ids)) shown = "failed";
  set(savedProviderIdsAtom, shown === "saved" || shown === "unsaved" ? ids : current);
  if (shown === "saved") recordEvent("favourite added", { providerId });
  if (shown === "unsaved") recordEvent("favourite removed", { providerId });
  set(showToastAtom, { ...SAVED_TOASTS[shown], action: VIEW_SAVED_ACTION, durationMs: SAVED_TOAST_DURATION_MS });
});
