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
export const SAVED_PROVIDERS_LIMIT = 20;

/** The spec leaves the expiry out (§9, 'not shown'): a year, like the site's other lasting cookies. */
export const SAVED_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What saving or unsaving one provider came to. */
export const SAVE_OUTCOMES = ["saved", "unsaved", "limit"] as const;

export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

/**
 * The query parameter that tells a page what a plain (script-free) save form post came to:
 * `?saved=saved|unsaved|limit`. The outcome only, never the list: the page is the same for
 * everyone who opens that address.
 */
export const SAVE_OUTCOME_PARAM = "saved";

/** Where the shared view's 'Save these to my list' posts: every id of a shared list at once. */
export const SAVED_ADD_PATH = "/saved/add";

/** The query parameter of a shared list: the provider ids, comma-separated, in the list's order. */
export const SHARED_IDS_PARAM = "ids";

/**
 * The address of a shared list (`https://www.carefind.com/saved?ids=12,7,40`): the ids only, no
 * account and nothing about the family, which opens the same list read-only anywhere.
 * `savedPath` is the Saved page's address in the page's language (`/es/guardados`).
 */
export function sharedListHref(origin: string, ids: readonly number[], savedPath: string = SAVED_PATH): string {
  return `${origin}${savedPath}?${SHARED_IDS_PARAM}=${normalizeSavedIds(ids).join(",")}`;
}

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

/**
 * Saving every provider of a shared list (the shared view's 'Save these to my list'): each one
 * not yet saved is added at the end, in the shared order, while the list has room. `limit` when
 * some could not be added; `saved` otherwise (also when all were saved already).
 */
export function addSavedProviders(
  ids: readonly number[],
  adding: readonly number[],
): { ids: number[]; outcome: "saved" | "limit" } {
  const next = [...ids];
  let refused = false;
  for (const id of adding) {
    if (next.includes(id)) continue;
    if (next.length >= SAVED_PROVIDERS_LIMIT) {
      refused = true;
      continue;
    }
    next.push(id);
  }
  return { ids: next, outcome: refused ? "limit" : "saved" };
}
