/**
 * Choosing the language (docs/languages.md).
 *
 * - `GET /language?to=/es/buscar/` is where the language links lead: it keeps the language of
 *   `to` in a functional cookie for a year (the visitor asked for it, so it is kept whatever
 *   their cookie choices say) and answers 303 to `to`, one of this site's own paths.
 * - `applyLanguageSuggestion` puts a suggestion under the header of an HTML page, cached or
 *   not, when the visitor's language (their cookie, else the browser's `Accept-Language`) is
 *   not the page's: the page in their language, or staying in this one, which keeps the
 *   choice. Nobody is ever sent to another address unasked: search engines and shared links
 *   land where they point.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { isLanguage, type Language, preferredLanguage } from "../../domain/i18n/languages.ts";
import { localizedPath, readPublicPath } from "../../domain/i18n/paths.ts";
import { sameSiteReturnPath } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { escapeXml } from "../../domain/xml-text.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { fieldProblems } from "../middleware/validate.ts";

export const LANGUAGE_PATH = "/language";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language link's address: through the choice route, so the choice is remembered. */
export function languageChoiceHref(to: string): string {
  return `${LANGUAGE_PATH}?to=${encodeURIComponent(to)}`;
}

const choiceQuerySchema = z.object({
  to: z.string({ error: "is required" }).transform((to, context) => {
    const path = sameSiteReturnPath(to);
    if (path === null) context.addIssue({ code: "custom", message: "must be a path on this site" });
    return path ?? "/";
  }),
});

export const languageRoute = new Hono<AppEnv>().get(LANGUAGE_PATH, (c) => {
  const parsed = choiceQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const problems = fieldProblems(parsed.error);
    const first = problems[0];
    return c.json({ error: `Invalid query: ${first ? `${first.field}: ${first.message}` : "invalid"}`, problems }, 400);
  }
  const { to } = parsed.data;
  const language = readPublicPath(new URL(to, "https://same-site.invalid").pathname).language;
  writeCookie(c, COOKIE_NAMES.language, language, { readableByScript: false, maxAgeSeconds: ONE_YEAR_SECONDS });
  c.header("Cache-Control", "no-store");
  return c.redirect(to, 303);
});

/** The visitor's language: the one they chose (the cookie), else the browser's first of ours. */
function visitorLanguage(c: Context<AppEnv>): Language | null {
  const chosen = getCookie(c, COOKIE_NAMES.language);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(c.req.header("Accept-Language"));
}

/** The suggestion's markup, in the visitor's language; every value in it escaped (the five characters HTML needs are XML's). */
function suggestionHtml(wanted: Language, here: Language, englishPath: string): string {
  const words = messagesFor(wanted).chrome.language;
  const there = escapeXml(languageChoiceHref(localizedPath(englishPath, wanted)));
  const stay = escapeXml(languageChoiceHref(localizedPath(englishPath, here)));
  return [
    `<aside class="language-suggestion" lang="${wanted}" aria-label="${escapeXml(words.suggestionLabel)}">`,
    `<div class="container language-suggestion-inner"><p>${escapeXml(words.suggestion)}</p>`,
    `<a class="button button-primary" href="${there}" hreflang="${wanted}">${escapeXml(words.suggestionSwitch)}</a>`,
    `<a class="language-suggestion-stay" href="${stay}">${escapeXml(words.suggestionStay)}</a>`,
    "</div></aside>",
  ].join("");
}

/** Adds the language suggestion to an HTML page whose language is not the visitor's. */
export const applyLanguageSuggestion: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== "GET" || c.res.status !== 200) return;
  if (!c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  const here = c.get("language");
  const wanted = visitorLanguage(c);
  if (wanted === null || wanted === here) return;
  const html = suggestionHtml(wanted, here, `${c.req.path}${new URL(c.req.url).search}`);
  c.res = new HTMLRewriter()
    .on("header.site-header", {
      element(element) {
        element.after(html, { html: true });
      },
    })
    .transform(c.res);
};
