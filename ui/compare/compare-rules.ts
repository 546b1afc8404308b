/**
 * The compare selection's rules and words (spec search-and-compare §4, §8, §9): picking and
 * dropping communities within the brand's limit, and what the tray and the too-many modal say.
 */
import type { CompareState } from "../../domain/compare/compare-url.ts";

/** spec: search-and-compare §9, compare min 2: the Compare button is disabled below it. */
export const COMPARE_MIN = 2;

/** spec: search-and-compare §8, too many selections (4 on the main brand, 3 on the second). */
export function tooManyText(limit: number): string {
  return `You can only compare ${limit} communities at a time.`;
}

/**
 * What the tray says (spec search-and-compare §4): with one selected it asks for another;
 * from two on it counts against the brand's limit ('2 of 4').
 */
export function trayStatusText(count: number, limit: number): string {
  return count < COMPARE_MIN ? "Select one more community to compare" : `${count} of ${limit} selected`;
}

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
