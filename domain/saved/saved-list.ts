/**
 * Saved providers (spec lead-capture-and-chrome §3, §4, §7, §8): a list of provider ids held in
 * a browser cookie as a JSON array with an expiry. The page's script reads and writes it
 * (ui/saved/saved-cookie.ts); the server reads it for /saved. These are the list's rules.
 */
/** The Saved page. spec: lead-capture-and-chrome §2, navigation targets. */
export const SAVED_PATH = "/saved";

/**
 * How many providers the list holds. The spec leaves the number out (§9, 'not shown'): twenty
 * is a long shortlist for a family and keeps the cookie far below browser limits.
 */
const SAVED_PROVIDERS_LIMIT = 20;

/** The spec leaves the expiry out (§9, 'not shown'): a year, like the site's other lasting cookies. */
export const SAVED_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type SaveOutcome = "saved" | "unsaved" | "limit";

/** A provider id as the list holds it: a positive whole number. */
function isProviderId(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

/** The list as kept: each id once, in the order saved, at most the limit (the first ones). */
export function normalizeSavedIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].slice(0, SAVED_PROVIDERS_LIMIT);
}

/** The cookie's text as ids, or null when it is not a JSON array of provider ids (a corrupt list). */
export function decodeSavedProviders(text: string): number[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every(isProviderId)) return null;
  return normalizeSavedIds(value);
}

/** The cookie's text for a list: a JSON array. */
export function encodeSavedProviders(ids: readonly number[]): string {
  return JSON.stringify(normalizeSavedIds(ids));
}

/**
 * Saving or unsaving one provider (spec §4, save heart): a saved id is removed; an unsaved one
 * is added at the end, unless the list is full, which leaves it as it was.
 */
export function toggleSavedProvider(ids: readonly number[], id: number): { ids: number[]; outcome: SaveOutcome } {
  if (ids.includes(id)) return { ids: ids.filter((saved) => saved !== id), outcome: "unsaved" };
  if (ids.length >= SAVED_PROVIDERS_LIMIT) return { ids: [...ids], outcome: "limit" };
  return { ids: [...ids, id], outcome: "saved" };
}
