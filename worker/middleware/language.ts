/**
 * The request's language (docs/languages.md), from its path alone: `/es/…` is Spanish, the rest
 * English. The app routes the English path (`routingPath`, Hono's `getPath`), so one route
 * answers both languages and `c.req.path` is always English; `c.req.url` keeps the address the
 * browser asked for. A Spanish address that is not the page's own form (`/es`, English route
 * words under `/es/`) answers 301 to it, and a redirect a Spanish page answers stays in Spanish.
 */
import type { MiddlewareHandler } from "hono";
import { getPath } from "hono/utils/url";
import { hasLanguages, localizedPath, readPublicPath } from "../../domain/i18n/paths.ts";
import type { AppEnv } from "../env.ts";

/**
 * The English path the app routes for a request. Under `/es/`, a path without a Spanish page
 * (the APIs, files) is left as it came, so that nothing answers it.
 */
export function routingPath(request: Request): string {
  const asked = getPath(request);
  const read = readPublicPath(asked);
  if (read.language === "en" || !hasLanguages(read.path)) return asked;
  return read.path;
}

export const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  const asked = getPath(c.req.raw);
  const read = readPublicPath(asked);
  c.set("language", read.language);
  if (read.language === "en") return next();
  const own = localizedPath(read.path, "es");
  if (hasLanguages(read.path) && own !== asked && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect(`${own}${new URL(c.req.url).search}`, 301);
  }
  await next();
  const location = c.res.headers.get("Location");
  if (location === null || !location.startsWith("/") || location.startsWith("/es/")) return;
  const spanish = localizedPath(location, "es");
  if (spanish === location) return;
  // Hono's own answers have headers of their own to change (setting `c.res` would copy the old Location back).
  c.res.headers.set("Location", spanish);
};
