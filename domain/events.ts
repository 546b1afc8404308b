/**
 * The product events pages record (spec search-and-compare §7), their names and what each
 * carries, and the one way islands send them (never blocking the visitor, never throwing).
 */

export const EVENT_NAMES = [
  "location comparison viewed",
  "provider list filtered",
  "guided search step",
  "guided search submitted",
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Sends an event to POST /api/events; failures are logged and forgotten. */
export function recordEvent(name: EventName, properties: Record<string, unknown>): void {
  void fetch("/api/events", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, properties }),
    keepalive: true,
  }).catch((error: unknown) => console.warn(`event ${name} was not recorded`, error));
}
