/**
 * Saved providers (spec lead-capture-and-chrome §3, §4, §7, §8): a list of provider ids held in
 * a browser cookie as a JSON array with an expiry. The page's script reads and writes it; the
 * server reads it for /saved. Pure rules first, then the two functions that touch the cookie.
 */
import { COOKIE_NAMES } from "../visitor/cookie-names.ts";

/** The Saved page. spec: lead-capture-and-chrome §2, navigation targets. */
export const SAVED_PATH = "/saved";

/**
 * How many providers the list holds. The spec leaves the number out (§9, 'not shown'): twenty
 * is a long shortlist for a family and keeps the cookie far below browser limits.
 */
export const SAVED_PROVIDERS_LIMIT = 20;

/** The spec leaves the expiry out (§9, 'not shown'): a year, like the site's other lasting cookies. */
export const SAVED_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** spec: lead-capture-and-chrome §9, toast duration 5000 ms. */
export const SAVED_TOAST_DURATION_MS = 5000;

/** spec: lead-capture-and-chrome §8, the save toasts, each with the action to the Saved page. */
export const SAVED_TOASTS = {
  saved: { kind: "success", message: "Provider Successfully Saved" },
  unsaved: { kind: "info", message: "Provider Unsaved" },
  limit: { kind: "error", message: "Saved Providers Limit Reached" },
  failed: { kind: "error", message: "Unable to complete action. Please try again." },
} as const;

/** spec: lead-capture-and-chrome §8, every save toast's action. */
export const VIEW_SAVED_ACTION = { label: "View Saved Providers", href: SAVED_PATH } as const;

export type SaveOutcome = "saved" | "unsaved" | "limit";

/** A provider id as the list holds it: a positive whole number. */
export function isProviderId(value: unknown): value is number {
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

/** The raw (still percent-encoded) value of the saved cookie in a Cookie header or document.cookie. */
export function savedCookieValue(cookies: string): string | undefined {
  const prefix = `${COOKIE_NAMES.savedProviders}=`;
  return cookies
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The assignment that stores a list: readable by script, a year long, the whole site, Secure over https. */
export function savedCookieAssignment(ids: readonly number[], secure: boolean): string {
  const value = encodeURIComponent(encodeSavedProviders(ids));
  return `${COOKIE_NAMES.savedProviders}=${value}; Path=/; Max-Age=${SAVED_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The list in the browser's cookie. spec: lead-capture-and-chrome §8, a corrupt list is
 * logged to the console and treated as empty.
 */
export function readSavedProviders(): number[] {
  const raw = savedCookieValue(document.cookie);
  if (raw === undefined || raw === "") return [];
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    text = raw;
  }
  const ids = decodeSavedProviders(text);
  if (ids === null) {
    console.error("the saved providers cookie is not a list of provider ids; treated as empty");
    return [];
  }
  return ids;
}

/** Stores the list; false when the browser did not keep it (cookies blocked), so the caller can say so. */
export function writeSavedProviders(ids: readonly number[]): boolean {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from some browsers the site supports.
    document.cookie = savedCookieAssignment(ids, window.location.protocol === "https:");
  } catch (error) {
    console.error("the saved providers cookie could not be written", error);
    return false;
  }
  const kept = readSavedProviders();
  const wanted = normalizeSavedIds(ids);
  return kept.length === wanted.length && kept.every((id, index) => id === wanted[index]);
}
