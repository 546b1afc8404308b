/** The one way islands send a product event: never blocking the visitor, never throwing. */

import { EVENT_RETRIES, EVENT_RETRY_DELAY_MS, type EventName } from "../../domain/events.ts";
import { analyticsAllowed } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { readCookie } from "./browser-cookies.ts";

/**
 * What became of an event: stored or at least taken (`sent`), refused by the server with a 4xx
 * (`refused`, never tried again: the same body would be refused again), given up after every
 * try failed (`failed`), or never sent because Analytics consent is off (`withheld`).
 */
export type EventOutcome = "sent" | "refused" | "failed" | "withheld";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends an event to POST /api/events; failures are logged and forgotten. Without the visitor's
 * Analytics consent (spec reviews-and-provider-page §3) nothing is sent at all: the server
 * would not keep it either, and the request itself would tell it the visitor was here.
 * spec: reviews-and-provider-page §7, a send that fails (no answer, or a 5xx) is tried again
 * every 500 ms up to 5 times (EVENT_RETRIES); consent is read again before each try, so a
 * visitor who turns Analytics off meanwhile sends nothing more. The promise never rejects.
 */
export async function recordEvent(name: EventName, properties: Record<string, unknown>): Promise<EventOutcome> {
  const body = JSON.stringify({ name, properties });
  let problem: unknown = null;
  for (let attempt = 0; attempt <= EVENT_RETRIES; attempt++) {
    if (attempt > 0) await wait(EVENT_RETRY_DELAY_MS);
    if (!analyticsAllowed(readCookie(COOKIE_NAMES.consent))) return "withheld";
    try {
      const response = await fetch("/api/events", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body,
        keepalive: true,
      });
      if (response.ok) return "sent";
      if (response.status < 500) {
        console.warn(`event ${name} was refused with ${response.status}`);
        return "refused";
      }
      problem = `status ${response.status}`;
    } catch (error) {
      problem = error;
    }
  }
  console.warn(`event ${name} was not recorded after ${EVENT_RETRIES + 1} tries`, problem);
  return "failed";
}
