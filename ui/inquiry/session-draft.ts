/**
 * Form drafts in the tab's session storage, so a reload keeps what was typed (spec
 * lead-capture-and-chrome §3). Storage can be missing or refuse writes (private modes, full
 * quota, blocked by policy): that is logged once and the form carries on without drafts (§8).
 */

/** Drafts older than a visit are dropped. spec: reviews-and-provider-page §9, a session lasts 30 minutes. */
const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

let warned = false;

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn("session storage is unavailable; form values will not survive a reload", error);
}

/** The values of a stored draft, or null when there is none, it is malformed or it is too old. */
export function parseDraft(text: string | null, now: number): unknown {
  if (!text) return null;
  try {
    const draft: unknown = JSON.parse(text);
    if (typeof draft !== "object" || draft === null) return null;
    const { savedAt, values } = draft as { savedAt?: unknown; values?: unknown };
    if (typeof savedAt !== "number" || now - savedAt > DRAFT_MAX_AGE_MS || now < savedAt) return null;
    return values ?? null;
  } catch {
    return null;
  }
}

/** Reads a draft's values; null when there is none or storage is unavailable. */
export function readDraft(key: string, now: number = Date.now()): unknown {
  try {
    return parseDraft(window.sessionStorage.getItem(key), now);
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

/** Saves a draft's values; a storage failure is logged and otherwise ignored. */
export function writeDraft(key: string, values: unknown, now: number = Date.now()): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ savedAt: now, values }));
  } catch (error) {
    warnOnce(error);
  }
}

/** Forgets a draft (after it was sent). */
export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}
