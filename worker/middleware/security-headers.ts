/**
 * Security headers on every response, and a Content-Security-Policy with a fresh nonce on
 * every HTML response: scripts run only from our own origin or with the nonce (no
 * 'unsafe-inline'), and only our own pages may frame the site. With a remote map style
 * (MAP_STYLE_URL), the map may fetch from, and draw images of, that style's origin too.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of the remote map style, or null when there is none (or it is not a URL). */
function mapStyleOrigin(mapStyleUrl: string | undefined): string | null {
  if (!mapStyleUrl) return null;
  try {
    return new URL(mapStyleUrl).origin;
  } catch {
    console.error("MAP_STYLE_URL is not a URL; the map keeps the built-in style's policy", mapStyleUrl);
    return null;
  }
}

/** The policy for one HTML response; `mapStyleUrl` is the remote map style, if one is set. */
export function contentSecurityPolicy(nonce: string, mapStyleUrl?: string): string {
  const mapOrigin = mapStyleOrigin(mapStyleUrl);
  const withMap = (sources: string) => (mapOrigin ? `${sources} ${mapOrigin}` : sources);
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    withMap("img-src 'self' data: blob:"),
    "font-src 'self'",
    withMap("connect-src 'self'"),
    // MapLibre runs its tile worker from our origin.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = newNonce();
  c.set("nonce", nonce);
  await next();
  const headers = c.res.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (headers.get("Content-Type")?.startsWith("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, c.env.MAP_STYLE_URL));
    headers.set("X-Frame-Options", "SAMEORIGIN");
  }
});
