/**
 * The rules of the location autocomplete (spec reviews-and-provider-page §5): suggestions only
 * after more than 2 characters, and the keys that move through them. Pure, so the combobox and
 * its tests read the same rules.
 */

/** spec: reviews-and-provider-page §5, suggestions only after more than 2 characters. */
const AUTOCOMPLETE_MIN_LENGTH = 3;

/** True when the text is long enough to ask for suggestions (spaces around it do not count). */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= AUTOCOMPLETE_MIN_LENGTH;
}

/** GET /api/places/autocomplete for the text. */
export function autocompletePath(text: string): string {
  return `/api/places/autocomplete?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/**
 * The option an arrow key makes active: down from the last wraps to the first and up from the
 * first to the last; from none (-1), down starts at the first and up at the last.
 */
export function nextActiveIndex(current: number, key: "ArrowDown" | "ArrowUp", count: number): number {
  if (count <= 0) return -1;
  if (key === "ArrowDown") return current < 0 || current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
