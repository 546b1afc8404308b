/**
 * The Saved page and its form posts (spec lead-capture-and-chrome §2, §4, §8; issue 'A shortlist
 * to share'). Only the main live site has them (§2, §6); other brands answer their 404.
 *
 * - GET /saved: the visitor's saved providers, read from the saved-providers cookie and shown
 *   as cards, with a compare form and the list's share link. A corrupt cookie is logged and
 *   read as an empty list.
 * - GET /saved?ids=12,7,40: a shared list, the same cards read-only for anyone. It is rendered
 *   from the link alone: the visitor's own cookie is never read, so nothing of their list shows.
 * - POST /saved: the Save button's plain form post (providerId, returnTo): the id toggled in the
 *   cookie by the browser's own rules, then 303 back to the page with `?saved=` and the outcome.
 * - POST /saved/add: a shared list's 'Save these to my list' (ids): each added while there is
 *   room, then 303 to /saved.
 *
 * The cookie written is the one the page's script writes (ui/saved/saved-cookie.ts): the JSON
 * list, percent-encoded, Path=/, SameSite=Lax, Secure over https, a year, readable by script.
 */
import { type Context, type Handler, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import type { Messages } from "../../domain/i18n/messages.ts";
import {
  addSavedProviders,
  encodeSavedProviders,
  normalizeSavedIds,
  SAVE_OUTCOME_PARAM,
  SAVE_OUTCOMES,
  SAVED_ADD_PATH,
  SAVED_COOKIE_MAX_AGE_SECONDS,
  SAVED_PATH,
  SAVED_PROVIDERS_LIMIT,
  SHARED_IDS_PARAM,
  toggleSavedProvider,
} from "../../domain/saved/saved-list.ts";
import { sameSiteReturnPath } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { parseCookie } from "../../domain/visitor/visitor-cookies.ts";
import { SavedPage } from "../../ui/saved/SavedPage.tsx";
import { SavedProblemPage } from "../../ui/saved/SavedProblemPage.tsx";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { pricesVisible } from "../middleware/price-visibility.ts";
import { fieldProblems } from "../middleware/validate.ts";
import { getProviderRecords } from "../providers/provider-records.ts";
import { resultCard } from "../search/search-service.ts";
import { brandOrigin, inquiryPageFor, languageOf, renderErrorPage, renderPage, siteChrome } from "../ssr/render.tsx";

/** The cookie's JSON: provider ids, the rule the browser's decoder keeps too (domain/saved/saved-list.ts). */
const savedCookieSchema = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** A save post is two short fields: 4 KB is ample. */
const SAVED_BODY_LIMIT_BYTES = 4 * 1024;

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

type ProblemWords = Messages["saved"]["problem"];

/** A provider id as a form or a link sends it: a positive whole number, in digits. */
function providerIdText(words: ProblemWords) {
  return z
    .string()
    .regex(/^\d{1,15}$/, words.providerId)
    .transform(Number)
    .refine((id) => id > 0, words.providerId);
}

/** A shared list's ids: 1 to 20 positive whole numbers, comma-separated, each once. */
function sharedIdsText(words: ProblemWords) {
  return z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, words.ids)
    .transform((text) => text.split(",").map(Number))
    .refine((ids) => ids.length <= SAVED_PROVIDERS_LIMIT, words.idsMax(SAVED_PROVIDERS_LIMIT))
    .refine((ids) => ids.every((id) => id > 0), words.idsPositive)
    .refine((ids) => new Set(ids).size === ids.length, words.idsOnce);
}

/** The schemas, with their messages in the request's language. */
function schemasFor(words: ProblemWords) {
  return {
    sharedQuery: z.object({ [SHARED_IDS_PARAM]: sharedIdsText(words) }),
    toggleBody: z.object({
      providerId: providerIdText(words),
      returnTo: z.string().refine((text) => sameSiteReturnPath(text) !== null, words.returnTo),
    }),
    addBody: z.object({ [SHARED_IDS_PARAM]: sharedIdsText(words) }),
  };
}

function problemWords(c: Context<AppEnv>): ProblemWords {
  return languageOf(c).t.saved.problem;
}

/** The outcome a page was sent back with (`?saved=`); anything else is no outcome, never an error. */
const outcomeQuerySchema = z.enum(SAVE_OUTCOMES);

/** What a plain save form post came to, from the address, or null. */
export function saveOutcomeOf(c: Context<AppEnv>): (typeof SAVE_OUTCOMES)[number] | null {
  const parsed = outcomeQuerySchema.safeParse(c.req.query(SAVE_OUTCOME_PARAM));
  return parsed.success ? parsed.data : null;
}

function problemPage(c: Context<AppEnv>, status: 400 | 403 | 413 | 415, title: string, problem: string) {
  return renderPage(c, {
    status,
    title,
    description: problem,
    canonicalPath: SAVED_PATH,
    noindex: true,
    body: <SavedProblemPage chrome={siteChrome(c)} title={title} problem={problem} />,
  });
}

/** The first problem of a failed parse, naming its field. */
function firstProblem(error: z.ZodError, words: ProblemWords): string {
  const first = fieldProblems(error)[0];
  return first ? `${first.field}: ${first.message}` : words.invalid;
}

function writeSavedCookie(c: Context<AppEnv>, ids: readonly number[]): void {
  // Readable by script: the page's hearts read the list and write it back the same way.
  writeCookie(c, COOKIE_NAMES.savedProviders, encodeSavedProviders(ids), {
    readableByScript: true,
    maxAgeSeconds: SAVED_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The form body, or a refusal: only a browser's form post is read. */
async function formBody(c: Context<AppEnv>): Promise<Record<string, unknown> | Response> {
  const words = problemWords(c);
  if (bodyKind(c.req.header("Content-Type")) !== "form") {
    return problemPage(c, 415, words.notChanged, words.formKind);
  }
  try {
    return await c.req.parseBody();
  } catch {
    return problemPage(c, 400, words.notChanged, words.unreadable);
  }
}

const savedPage: Handler<AppEnv> = async (c) => {
  const brand = c.get("brand");
  if (!brand.showSaved) return renderErrorPage(c, 404);
  const { t } = languageOf(c);
  const shared = c.req.queries(SHARED_IDS_PARAM);
  let ids: number[];
  if (shared !== undefined) {
    // A shared list: from the link only. One `ids`, as the share link writes it.
    const parsed = schemasFor(t.saved.problem).sharedQuery.safeParse({
      [SHARED_IDS_PARAM]: shared.length === 1 ? shared[0] : undefined,
    });
    if (!parsed.success) {
      return problemPage(c, 400, t.saved.problem.notAList, firstProblem(parsed.error, t.saved.problem));
    }
    ids = parsed.data[SHARED_IDS_PARAM];
  } else {
    ids = savedProviderIds(getCookie(c, COOKIE_NAMES.savedProviders));
  }
  const records = ids.length > 0 ? await getProviderRecords(c.env.DB, c.env.CACHE, ids) : [];
  const now = new Date();
  const withPrices = pricesVisible(c);
  // No search place: the distance is 0 and the cards leave it out.
  const cards = records.map((record) => resultCard(record, null, 0, null, now, withPrices, c.var.language));
  return renderPage(c, {
    title: shared !== undefined ? t.saved.shared.title : t.saved.page.title,
    description:
      shared !== undefined ? t.saved.shared.description(brand.siteName) : t.saved.page.description(brand.siteName),
    canonicalPath: SAVED_PATH,
    // A list of one visitor's choices: nothing for search engines.
    noindex: true,
    body: (
      <SavedPage
        chrome={siteChrome(c)}
        cards={cards}
        inquiryPage={inquiryPageFor(c, "saved_providers", now)}
        origin={brandOrigin(c)}
        shared={shared !== undefined}
        limitReached={shared === undefined && saveOutcomeOf(c) === "limit"}
      />
    ),
  });
};

/** The Save button's plain form post: toggles one provider, then back to its page with the outcome. */
const toggleSaved: Handler<AppEnv> = async (c) => {
  if (!c.get("brand").showSaved) return renderErrorPage(c, 404);
  const body = await formBody(c);
  if (body instanceof Response) return body;
  const words = problemWords(c);
  const parsed = schemasFor(words).toggleBody.safeParse(body);
  if (!parsed.success) return problemPage(c, 400, words.notChanged, firstProblem(parsed.error, words));
  const { providerId, returnTo } = parsed.data;
  const current = savedProviderIds(getCookie(c, COOKIE_NAMES.savedProviders));
  // A saved id is always removable; a new one must be a provider the site lists.
  if (!current.includes(providerId)) {
    const [record] = await getProviderRecords(c.env.DB, c.env.CACHE, [providerId]);
    if (!record) return problemPage(c, 400, words.notChanged, `providerId: ${words.noSuchProvider}`);
  }
  const { ids, outcome } = toggleSavedProvider(current, providerId);
  if (outcome !== "limit") writeSavedCookie(c, ids);
  const back = new URL(sameSiteReturnPath(returnTo) ?? SAVED_PATH, "https://same-site.invalid");
  back.searchParams.set(SAVE_OUTCOME_PARAM, outcome);
  return c.redirect(`${back.pathname}${back.search}`, 303);
};

/** A shared list's 'Save these to my list': each provider added while there is room, then the Saved page. */
const addShared: Handler<AppEnv> = async (c) => {
  if (!c.get("brand").showSaved) return renderErrorPage(c, 404);
  const body = await formBody(c);
  if (body instanceof Response) return body;
  const words = problemWords(c);
  const parsed = schemasFor(words).addBody.safeParse(body);
  if (!parsed.success) return problemPage(c, 400, words.notChanged, firstProblem(parsed.error, words));
  // Only providers the site lists, in the shared order.
  const records = await getProviderRecords(c.env.DB, c.env.CACHE, parsed.data[SHARED_IDS_PARAM]);
  const listed = new Set(records.map((record) => record.id));
  const adding = parsed.data[SHARED_IDS_PARAM].filter((id) => listed.has(id));
  const current = savedProviderIds(getCookie(c, COOKIE_NAMES.savedProviders));
  const { ids, outcome } = addSavedProviders(current, adding);
  writeSavedCookie(c, ids);
  return c.redirect(outcome === "limit" ? `${SAVED_PATH}?${SAVE_OUTCOME_PARAM}=limit` : SAVED_PATH, 303);
};

/** Posts from our own pages only, within the body limit. */
const savePostChecks = [
  sameSitePosts((c) => problemPage(c, 403, problemWords(c).notChanged, crossSitePost(c))),
  bodyLimit({
    maxSize: SAVED_BODY_LIMIT_BYTES,
    onError: (c) =>
      problemPage(c, 413, problemWords(c).notChanged, problemWords(c).tooLarge(SAVED_BODY_LIMIT_BYTES / 1024)),
  }),
] as const;

export const savedPages = new Hono<AppEnv>()
  .get(SAVED_PATH, savedPage)
  .get(`${SAVED_PATH}/`, (c) => c.redirect(`${SAVED_PATH}${new URL(c.req.url).search}`, 301))
  .post(SAVED_PATH, ...savePostChecks, toggleSaved)
  .post(SAVED_ADD_PATH, ...savePostChecks, addShared);
