/**
 * The compare selection's rules (spec search-and-compare §4, §8, §9): picking and dropping
 * communities within the brand's limit. What the tray and the too-many modal say is in the
 * catalogue (`t.compare.tray`).
 */
import type { CompareState } from "../../domain/compare/compare-url.ts";

/** spec: search-and-compare §9, compare min 2: the Compare button is disabled below it. */
export const COMPARE_MIN = 2;

interface CompareToggle {
  outcome: "added" | "removed" | "too-many";
  selected: readonly number[];
}

/**
 * Selects or deselects a provider. Selecting one past the brand's limit leaves the selection as
 * it was and says so: the page then shows the too-many modal (spec search-and-compare §4).
 */
export function toggleCompare(selected: readonly number[], id: number, limit: number): CompareToggle {
  if (selected.includes(id)) return { outcome: "removed", selected: selected.filter((item) => item !== id) };
  if (selected.length >= limit) return { outcome: "too-many", selected };
  return { outcome: "added", selected: [...selected, id] };
}

/** The state after one provider is taken out; the modal closes when nothing is left to compare. */
export function removeFromCompare(state: CompareState, id: number): CompareState {
  const selected = state.selected.filter((item) => item !== id);
  return { selected, modalOpen: state.modalOpen && selected.length > 0 };
}
