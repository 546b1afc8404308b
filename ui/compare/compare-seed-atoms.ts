/**
 * The compare selection's seeded state, kept apart from the compare actions (./compare-atoms.ts) so
 * the page seed every page builds its store from brings in no compare code.
 */
import { atom } from "jotai";
import type { CompareState } from "../../domain/compare/compare-url.ts";

export interface CompareSettings {
  /** spec: search-and-compare §4, §9, compare max 4 (3 on the second brand's listing). */
  limit: number;
}

/** The brand's limit; the server seeds it. */
export const compareSettingsAtom = atom<CompareSettings>({ limit: 4 });

/** The selection and the modal's open state, as the URL holds them; the server seeds it from the URL. */
export const compareStateAtom = atom<CompareState>({ selected: [], modalOpen: false });
