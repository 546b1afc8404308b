/**
 * When the page is left, the session cookie's Timeout moves 30 s ahead: a visitor who comes
 * back within that time keeps the session, one who closed the tab starts a new one.
 * spec: reviews-and-provider-page §4.
 */
import { COOKIE_NAMES, SESSION_UNLOAD_GRACE_MS } from "../../domain/visitor/cookie-names.ts";
import { readCookie, writeCookie } from "./browser-cookies.ts";

interface SessionCookie {
  ID: string;
  Expiration: number;
  Timeout: number | null;
}

function isSessionCookie(value: unknown): value is SessionCookie {
  if (typeof value !== "object" || value === null) return false;
  const session = value as Record<string, unknown>;
  return typeof session.ID === "string" && typeof session.Expiration === "number";
}

function readSession(): SessionCookie | null {
  const text = readCookie(COOKIE_NAMES.session);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSessionCookie(value) ? value : null;
  } catch {
    return null;
  }
}

/** Sets Timeout on the session cookie, keeping its remaining lifetime. */
export function markSessionUnloaded(now: number = Date.now()): void {
  const session = readSession();
  if (!session) return;
  const updated: SessionCookie = { ...session, Timeout: now + SESSION_UNLOAD_GRACE_MS };
  const maxAge = Math.max(0, Math.floor((session.Expiration - now) / 1000));
  writeCookie(COOKIE_NAMES.session, JSON.stringify(updated), maxAge);
}
