/**
 * The request's language (docs/languages.md), from its path: `/es/…` is Spanish, the rest
 * English; an API (one address for both) reads it from `?lang=`, which the pages' forms and the
 * islands' calls add (`localizedPath`). The app routes the English path (`routingPath`, Hono's `getPath`), so one route
 * answers both languages and `c.req.path` is always English; `c.req.url` keeps the address the
 * browser asked for. A Spanish address that is not the page's own form (`/es`, English route
 * words under `/es/`) answers 301 to it, and a redirect a Spanish page answers stays in Spanish.
 */
import type { MiddlewareHandler } from "hono";
import { getPath } from "hono/utils/url";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../domain/i18n/languages.ts";
import { hasLanguages, LANGUAGE_QUERY, localizedPath, readPublicPath } from "../../domain/i18n/paths.ts";
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

/**
 * An API's `lang`, when it names one of the site's languages. A strict query schema lists it
 * among its own fields (`...languageQueryField`), as this middleware has read it already.
 */
export const languageQueryField = { [LANGUAGE_QUERY]: z.enum(LANGUAGES).optional() };

const apiLanguageSchema = z.object(languageQueryField);

export const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  const asked = getPath(c.req.raw);
  const read = readPublicPath(asked);
  if (read.language === "en" && !hasLanguages(read.path)) {
    const parsed = apiLanguageSchema.safeParse({ [LANGUAGE_QUERY]: c.req.query(LANGUAGE_QUERY) });
    if (!parsed.success) {
      return c.json({ error: `Invalid query: ${LANGUAGE_QUERY}: must be one of ${LANGUAGES.join(", ")}` }, 400);
    }
    c.set("language", parsed.data[LANGUAGE_QUERY] ?? DEFAULT_LANGUAGE);
  } else {
    c.set("language", read.language);
  }
  if (c.var.language === "en") return next();
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
