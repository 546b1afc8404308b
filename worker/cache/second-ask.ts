/**
 * The caches from the second ask: a search answer (KV) or a search page (Cache API) is looked up
 * and stored only when this isolate was asked the same thing within the last
 * `SECOND_ASK_WINDOW_MS`. Searches are free text (a place, a care type, filters, a page, a sort),
 * and most combinations are asked once and never again: for those a read that misses and a write
 * nobody reads would be the cache's whole cost, and the one-off copies would crowd the ones that
 * are read. A search asked again is looked up, stored if absent, and answered from the cache after
 * that. Each isolate counts its own asks; a purge does not reset them.
 */
import { memo } from "./memo.ts";

/** How long an ask is remembered: a search asked again within it is stored. */
export const SECOND_ASK_WINDOW_MS = 5 * 60 * 1000;

/** At most this many asked addresses are remembered, the least recently asked going first. */
export const SECOND_ASK_ENTRIES = 5_000;

const asked = memo<true>({ entries: SECOND_ASK_ENTRIES, ttlMs: SECOND_ASK_WINDOW_MS });

/** Whether this isolate was asked `key` within the window; the ask is noted either way. */
export function askedAgain(key: string, now: number = Date.now()): boolean {
  const before = asked.get(key, now) !== undefined;
  asked.set(key, true, now);
  return before;
}

/** Forgets every ask (a test that starts from a first ask). */
export function forgetAsks(): void {
  asked.clear();
}
