/**
 * Where the guided search keeps its answers and result (spec search-and-compare §4: cookie and
 * local storage). Local storage is read first, the cookie when storage is missing or empty.
 * A corrupt value is logged and the questionnaire starts fresh; a refused write is logged and
 * otherwise ignored, as the questions work without storage. Remembering answers between visits is
 * what the Functional cookie category is for: without it nothing is read or kept, and what an
 * earlier visit stored is forgotten (the answers then last as long as the page).
 */

import { functionalAllowed } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { readCookie, writeCookie } from "../app/browser-cookies.ts";
import { decodeGuidedRecord, encodeGuidedRecord, type GuidedRecord } from "./guided-questions.ts";

const NAME = COOKIE_NAMES.guidedSearch;

/** Kept for 30 days: long enough to come back to, not so long that the answers go stale. */
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function readLocal(): string | null {
  try {
    return window.localStorage.getItem(NAME);
  } catch (error) {
    console.warn("local storage is unavailable; the guided search reads its cookie", error);
    return null;
  }
}

/** Whether the visitor's cookie choice lets the site remember answers between visits. */
function remembering(): boolean {
  return functionalAllowed(readCookie(COOKIE_NAMES.consent));
}

/** The stored answers and result; null when none are stored or what is stored is corrupt. */
export function readGuidedRecord(): GuidedRecord | null {
  if (!remembering()) return null;
  for (const read of [readLocal, () => readCookie(NAME)]) {
    try {
      const record = decodeGuidedRecord(read());
      if (record) return record;
    } catch (error) {
      console.error("the stored guided search answers are corrupt; starting fresh", error);
      return null;
    }
  }
  return null;
}

/** Stores the answers and result in both places; with no answers, or no Functional consent, forgets them instead. */
export function writeGuidedRecord(record: GuidedRecord): void {
  const empty = (Object.keys(record.answers).length === 0 && record.careTypeId === null) || !remembering();
  const text = encodeGuidedRecord(record);
  try {
    if (empty) window.localStorage.removeItem(NAME);
    else window.localStorage.setItem(NAME, text);
  } catch (error) {
    console.warn("local storage refused the guided search answers", error);
  }
  writeCookie(NAME, empty ? "" : text, empty ? 0 : MAX_AGE_SECONDS);
}
