/**
 * GET /cookie-opt-out/ — the cookie opt-out page (spec reviews-and-provider-page §2, §4): the
 * 'Reject Cookies' checkbox, checked while the visitor's Advertising consent is off. Its form
 * posts to /api/consent (worker/consent/consent-api.ts).
 */
import { Hono } from "hono";
import { COOKIE_OPT_OUT_PATH } from "../../domain/visitor/consent-choices.ts";
import { CookieOptOutPage } from "../../ui/consent/CookieOptOutPage.tsx";
import type { AppEnv } from "../env.ts";
import { brandOrigin, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";

export const cookieOptOutPage = new Hono<AppEnv>()
  .get(COOKIE_OPT_OUT_PATH, (c) => {
    const brand = c.get("brand");
    const words = languageOf(c).t.consent.optOut;
    return renderPage(c, {
      title: words.title,
      description: words.description(brand.siteName),
      canonicalPath: COOKIE_OPT_OUT_PATH,
      canonicalOrigin: brandOrigin(c),
      body: <CookieOptOutPage chrome={siteChrome(c)} rejected={!c.get("visitor").consent.Advertising} />,
    });
  })
  .get(COOKIE_OPT_OUT_PATH.slice(0, -1), (c) => c.redirect(COOKIE_OPT_OUT_PATH, 301));
