/**
 * The saved providers cookie in the browser (spec lead-capture-and-chrome §4, §8): read on the
 * page's first use, written on every save and unsave, readable by script, a year long.
 */
import {
  decodeSavedProviders,
  encodeSavedProviders,
  normalizeSavedIds,
  SAVED_COOKIE_MAX_AGE_SECONDS,
} from "../../domain/saved/saved-list.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { readCookie, writeCookie } from "../app/browser-cookies.ts";

/**
 * The list in the browser's cookie. spec: lead-capture-and-chrome §8, a corrupt list is
 * logged to the console and treated as empty.
 */
export function readSavedProviders(): number[] {
  const text = readCookie(COOKIE_NAMES.savedProviders);
  if (text === null || text === "") return [];
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
    writeCookie(COOKIE_NAMES.savedProviders, encodeSavedProviders(ids), SAVED_COOKIE_MAX_AGE_SECONDS);
  } catch (error) {
    console.error("the saved providers cookie could not be written", error);
    return false;
  }
  const kept = readSavedProviders();
  const wanted = normalizeSavedIds(ids);
  return kept.length === wanted.length && kept.every((id, index) => id === wanted[index]);
}
