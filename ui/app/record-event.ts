/** The one way islands send a product event: never blocking the visitor, never throwing. */

import type { EventName } from "../../domain/events.ts";
import { analyticsAllowed } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { readCookie } from "./browser-cookies.ts";

/**
 * Sends an event to POST /api/events; failures are logged and forgotten. Without the visitor's
 * Analytics consent (spec reviews-and-provider-page §3) nothing is sent at all: the server
 * would not keep it either, and the request itself would tell it the visitor was here.
 */
export function recordEvent(name: EventName, properties: Record<string, unknown>): void {
  if (!analyticsAllowed(readCookie(COOKIE_NAMES.consent))) return;
  void fetch("/api/events", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, properties }),
    keepalive: true,
  }).catch((error: unknown) => console.warn(`event ${name} was not recorded`, error));
}
