/**
 * Security headers on every response, and a Content-Security-Policy with a fresh nonce on
 * every HTML response: scripts run only from our own origin or with the nonce (no
 * 'unsafe-inline'), and only our own pages may frame the site.
 */
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env.ts";

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy for one HTML response. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
    headers.set("X-Frame-Options", "SAMEORIGIN");
  }
});
