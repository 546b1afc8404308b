/**
 * The search's JSON answers say in `Server-Timing` what D1 reported it
 * spent executing the search's statements (`d1`, milliseconds, from each result's
 * `meta.duration`): the database's share of the answer beside the Worker's own, for the page
 * bench and a browser's network panel. Hono's timing middleware writes the header; an answer
 * from the search-results cache says 0. The search page cannot: its head goes out before its
 * search runs (worker/search/search-route.tsx).
 */
import type { Context } from "hono";
import { setMetric, timing } from "hono/timing";
import type { AppEnv } from "../env.ts";
import type { D1Time } from "./search-service.ts";

/** The middleware of the search's routes: the metrics they set, no total (a timer says nothing of CPU). */
export const searchTiming = timing({
  total: false,
  autoEnd: false,
  // An answer that set none (a refused query, a 404) says nothing rather than an empty header.
  enabled: (c) => (c.get("metric")?.headers.length ?? 0) > 0,
});

/** A new count of the search's D1 time, for SearchOptions.d1Time. */
export const d1Time = (): D1Time => ({ ms: 0 });

/** Sets the answer's `d1` metric. */
export function reportD1Time(c: Context<AppEnv>, time: D1Time): void {
  setMetric(c, "d1", time.ms, "D1 execution of the search");
}
