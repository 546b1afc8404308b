/** The one way islands send a product event: never blocking the visitor, never throwing. */
import type { EventName } from "../../domain/events.ts";

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
