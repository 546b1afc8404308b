/**
 * Loads the page's own events (ui/app/page-events.ts) as a chunk of its own: the entry calls
 * this when the browser is idle after load. Kept to a few bytes, for the same reason as
 * ui/app/web-vitals-start.ts: it is part of every page's initial JavaScript.
 */
export function startPageEvents(): void {
  import("./page-events.ts")
    .then((events) => events.recordPageEvents())
    .catch((error: unknown) => console.warn("page events not recorded", error));
}
