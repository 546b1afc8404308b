/**
 * GET /saved — the visitor's saved providers (spec lead-capture-and-chrome §2, §4, §8), read from
 * the saved-providers cookie and shown as cards. Only the main live site has it (§2, §6); other
 * brands answer their 404. A corrupt cookie is logged and read as an empty list.
 */
import { type Handler, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { normalizeSavedIds, SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { parseCookie } from "../../domain/visitor/visitor-cookies.ts";
import { SAVED_PAGE_TITLE, SavedPage } from "../../ui/saved/SavedPage.tsx";
import type { AppEnv } from "../env.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { resultCard } from "../search/search-service.ts";
import { inquiryPageFor, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";

/** The cookie's JSON: provider ids, the rule the browser's decoder keeps too (domain/saved/saved-list.ts). */
const savedCookieSchema = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The saved ids in a cookie's (decoded) text: none when absent, none (and logged) when corrupt. */
function savedProviderIds(text: string | undefined): number[] {
  if (text === undefined || text === "") return [];
  const ids = parseCookie(savedCookieSchema, text, true);
  if (ids === null) {
    console.error("the saved providers cookie is not a list of provider ids; treated as empty");
    return [];
  }
  return normalizeSavedIds(ids);
}

const savedPage: Handler<AppEnv> = async (c) => {
  const brand = c.get("brand");
  if (!brand.showSaved) return renderErrorPage(c, 404);
  const ids = savedProviderIds(getCookie(c, COOKIE_NAMES.savedProviders));
  const records = ids.length > 0 ? await getProviderRecords(c.env.DB, c.env.CACHE, ids) : [];
  const now = new Date();
  const withPrices = pricesVisible(c);
  // No search place: the distance is 0 and the cards leave it out.
  const cards = records.map((record) => resultCard(record, null, 0, null, now, withPrices));
  return renderPage(c, {
    title: SAVED_PAGE_TITLE,
    description: `The senior living communities and care providers you saved on ${brand.siteName}.`,
    canonicalPath: SAVED_PATH,
    // A list of one visitor's choices: nothing for search engines.
    noindex: true,
    body: <SavedPage chrome={siteChrome(c)} cards={cards} inquiryPage={inquiryPageFor(c, "saved_providers", now)} />,
  });
};

export const savedPages = new Hono<AppEnv>()
  .get(SAVED_PATH, savedPage)
  .get(`${SAVED_PATH}/`, (c) => c.redirect(SAVED_PATH, 301));
