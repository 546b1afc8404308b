/**
 * The one way the page's script reads and writes cookies. Every cookie it writes is `Path=/`,
 * `SameSite=Lax` and, over https, `Secure`: the same policy as the server's cookie writer
 * (worker/middleware/cookies.ts), which alone can add `HttpOnly`. Values are percent-encoded,
 * as the server's are.
 */
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";

/** The raw (still percent-encoded) value of the named cookie in a Cookie header or `document.cookie`. */
export function cookieValue(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  return cookies
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** The `document.cookie` assignment that stores `value` for `maxAgeSeconds` (0 deletes it). */
export function cookieAssignment(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  const secure = options.secure ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${options.maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * The named cookie's value, percent-decoded; null when the browser has none. A value that is
 * not valid percent-encoding comes back as it is, for the caller's own check to refuse.
 */
export function readCookie(name: string): string | null {
  const raw = cookieValue(document.cookie, name);
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The visitor's anon id, as the session cookie holds it (worker/middleware/session.ts): what a
 * lead is sent under. The page never carries it, so a cached page holds nobody's id. Empty when
 * the browser keeps no cookie.
 */
export function anonIdFromCookie(): string {
  return readCookie(COOKIE_NAMES.anonId) ?? "";
}

/** Stores the cookie (synchronously, so it works while the page unloads); `maxAgeSeconds` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === "https:";
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from some browsers the site supports, and cannot finish during unload.
  document.cookie = cookieAssignment(name, value, { maxAgeSeconds, secure });
}
