/**
 * The edge page cache (docs/page-cache.md), a middleware of the visitor routes right after the
 * session and flags. An allow-listed GET (domain/cache/page-cache-rules.ts) of an anonymous
 * visitor is answered from the Workers Cache API when a copy is stored under its key: brand
 * host, normalised URL, the variant of everything that changes the page's bytes but is not the
 * visitor's own (flags, consent banner, BLUR_PRICES, bot or person, the day) and the generation
 * token of the page's scopes, which a purge moves on. The render goes to its visitor as it
 * streams, and the same bytes are stored: a page holds nothing of its visitor's (the forms read
 * the anon id from its cookie and make their form ids when sent), and a render that does show
 * the visitor's anon id is not stored. A hit answers the stored bytes as they are, from the
 * isolate's kept copy when it has one (docs/page-cache.md, copies in the isolate). The session
 * middleware's cookies and the security headers (CSP, the browser's private Cache-Control) are
 * added around every answer, cached or not; only the stored copy says `s-maxage`.
 *
 * Every answer says what happened in `Carefind-Cache`: hit, stale (served, refreshed in the
 * background), miss (rendered and stored), refresh (`Cache-Control: no-cache` sent: not read,
 * rendered, and stored unless it is the copy stored minutes ago) or bypass (not cacheable).
 */

import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import { ADVISOR_TIME_ZONE } from "../../domain/advisor-hours.ts";
import { cacheScopes } from "../../domain/cache/cache-scopes.ts";
import {
  addressAsKeyed,
  copyFreshness,
  keyHoldsWholeQuery,
  normalisedCacheQuery,
  PAGE_CACHE_FRESH_SECONDS,
  PAGE_CACHE_REWRITE_SECONDS,
  PAGE_CACHE_STALE_SECONDS,
  type PageCacheRoute,
  pageCacheRoute,
} from "../../domain/cache/page-cache-rules.ts";
import { enabledFlags, hasOverride } from "../../domain/flags/feature-flags.ts";
import { sha256Hex } from "../../domain/hash.ts";
import { SAVED_PATH } from "../../domain/saved/saved-list.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { AppEnv } from "../env.ts";
import { assets } from "../ssr/assets.ts";
import { generationToken } from "./cache-generations.ts";
import { memo } from "./memo.ts";
import { nextRender, storeInOrder } from "./store-order.ts";

export const PAGE_CACHE_HEADER = "Carefind-Cache";
export type PageCacheOutcome = "hit" | "stale" | "miss" | "refresh" | "bypass";

/** When the stored copy was rendered (epoch ms): the Cache API keeps copies, we decide freshness. */
const RENDERED_AT_HEADER = "Carefind-Rendered-At";

/** The fixed path every key lives under, which no page's key can be confused with. */
export const PAGE_CACHE_KEY_PREFIX = "/__page-cache/";

/**
 * The cookies the session middleware sets for every visitor (the consent default until they
 * choose): a response setting any other is not stored.
 */
const SESSION_COOKIES: ReadonlySet<string> = new Set([COOKIE_NAMES.anonId, COOKIE_NAMES.session, COOKIE_NAMES.consent]);

/** Requests whose route found it reads the visitor's own state (saved providers, a seen flag). */
const perVisitorRequests = new WeakSet<Request>();

/**
 * For a route whose answer depends on the visitor's own cookies or Referer: the answer is not
 * stored. (Nothing is read from the cache for it either, since no copy is ever stored.)
 */
export function markPerVisitor(c: Context<AppEnv>): void {
  perVisitorRequests.add(c.req.raw);
}

interface CachePlan {
  route: PageCacheRoute;
  /** The Cache API's key: a URL no page has (the Cache API takes it as a GET of that URL). */
  key: string;
}

/** Variants this isolate has hashed, so a run of requests hashes each once. */
const hashedVariants = memo<string>({ entries: 64 });

async function variantHash(variant: string): Promise<string> {
  const known = hashedVariants.get(variant);
  if (known !== undefined) return known;
  const hash = (await sha256Hex(variant)).slice(0, 24);
  hashedVariants.set(variant, hash);
  return hash;
}

/** User agents this isolate has judged (a run of requests comes from a few browsers). */
const judgedAgents = memo<boolean>({ entries: 64 });

/** isbot's answer (one large regular expression), remembered for the agents seen last. */
function isBot(userAgent: string): boolean {
  const known = judgedAgents.get(userAgent);
  if (known !== undefined) return known;
  const bot = isbot(userAgent);
  judgedAgents.set(userAgent, bot);
  return bot;
}

/** The advisors' calendar (tour times start there), made once per isolate. */
const advisorDay = new Intl.DateTimeFormat("en-CA", { timeZone: ADVISOR_TIME_ZONE });

/** The last minute `days` answered for, and its answer: both days change only on a whole minute. */
let daysMinute = Number.NaN;
let daysOfMinute = "";

/** The day in the advisors' calendar and the UTC day (the footer's year). */
function days(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== daysMinute) {
    daysOfMinute = `${advisorDay.format(now)}/${now.toISOString().slice(0, 10)}`;
    daysMinute = minute;
  }
  return daysOfMinute;
}

/** Why this request may not use the cache, or null when it may. */
function bypassReason(c: Context<AppEnv>): string | null {
  // A HEAD runs the GET route (Hono drops the body): same key, same copy.
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return "method";
  if (c.req.path.startsWith("/admin")) return "admin";
  if (c.req.header("Authorization")) return "authorization";
  if (hasOverride(c.get("flagOverride"))) return "feature override";
  if (c.get("visitor").inquirySubmitted) return "prices shown to this visitor";
  if (getCookie(c, COOKIE_NAMES.contentPreview)) return "editor preview";
  // The saved page lists the providers of the visitor's own cookie.
  if (c.req.path === SAVED_PATH && getCookie(c, COOKIE_NAMES.savedProviders)) return "saved providers";
  return null;
}

/** The cache plan of a cacheable request: its route and key; null when it bypasses the cache. */
async function cachePlan(c: Context<AppEnv>): Promise<CachePlan | null> {
  if (bypassReason(c) !== null) return null;
  const url = new URL(c.req.url);
  const route = pageCacheRoute(url.pathname, url.searchParams);
  if (!route) return null;
  // The token reads KV; a failure is a bypass, never a copy that may have been purged.
  const generation = await generationToken(c.env.CACHE, cacheScopes(url.pathname, route.listsProviders));
  if (generation === null) return null;
  const visitor = c.get("visitor");
  // Everything that changes the bytes and is not the visitor's own; the copy has placeholders for the anon id.
  const variant = await variantHash(
    JSON.stringify({
      kind: route.kind,
      protocol: url.protocol,
      flags: enabledFlags(c.get("flags")),
      consentBanner: visitor.consentChosen ? null : [visitor.consent, visitor.globalPrivacyControl],
      blurPrices: c.env.BLUR_PRICES,
      // A deploy changes the build's assets or the settings pages show: its pages are new entries.
      build: [assets.entry, assets.css],
      settings: [c.env.ADVISOR_PHONE, c.env.MAPS_API_KEY ?? "", c.env.MAP_STYLE_URL ?? ""],
      bot: route.kind === "page" && isBot(c.req.header("User-Agent") ?? ""),
      days: days(new Date()),
    }),
  );
  const query = normalisedCacheQuery(url.searchParams);
  const host = url.host.toLowerCase();
  const key = `https://${host}${PAGE_CACHE_KEY_PREFIX}${variant}/${generation}${url.pathname}${query ? `?${query}` : ""}`;
  return { route, key };
}

/** A stored copy as this isolate keeps it: the headers its answers carry, its bytes, when it was rendered. */
interface KeptCopy {
  headers: [string, string][];
  body: ArrayBuffer;
  renderedAt: number;
}

/**
 * The copies this isolate stored or read, under their full keys (which hold the generation
 * token, so a purge takes a kept copy out of use as it does a stored one): a busy page's hits
 * cost no Cache API read, and a refresh that renders the same bytes writes nothing.
 */
const keptCopies = memo<KeptCopy>({ entries: 48 });

/** Forgets the kept copies (a purge that deleted generation numbers outright). */
export function forgetPageCopies(): void {
  keptCopies.clear();
}

function sameBytes(left: ArrayBuffer, right: ArrayBuffer): boolean {
  if (left.byteLength !== right.byteLength) return false;
  // The runtime's own comparison: much faster than a loop over a page's bytes.
  return left.byteLength === 0 || crypto.subtle.timingSafeEqual(left, right);
}

/** Whether a render is the kept copy again, stored less than PAGE_CACHE_REWRITE_SECONDS ago. */
function unchanged(copy: KeptCopy | undefined, headers: [string, string][], body: ArrayBuffer, now: number): boolean {
  if (!copy || now - copy.renderedAt >= PAGE_CACHE_REWRITE_SECONDS * 1000) return false;
  return JSON.stringify(copy.headers) === JSON.stringify(headers) && sameBytes(copy.body, body);
}

/** A stored copy's headers as its answers carry them. */
function answerHeaders(stored: Headers): Headers {
  const headers = new Headers(stored);
  for (const name of STORED_ONLY) headers.delete(name);
  return headers;
}

/**
 * Whether `value` (the visitor's anon id) is anywhere in the rendered bytes: such a render is
 * not stored. Searched as bytes (the id is ASCII), with the runtime's own search for its first
 * byte, so the page is never decoded.
 */
function holdsValue(bytes: Uint8Array, value: string): boolean {
  const wanted = new TextEncoder().encode(value);
  const first = wanted[0];
  if (first === undefined) return false;
  for (let at = bytes.indexOf(first); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (at + wanted.length > bytes.length) return false;
    let matched = 1;
    while (matched < wanted.length && bytes[at + matched] === wanted[matched]) matched++;
    if (matched === wanted.length) return true;
  }
  return false;
}

function withOutcome(response: Response, outcome: PageCacheOutcome): Response {
  const answer = new Response(response.body, response);
  answer.headers.set(PAGE_CACHE_HEADER, outcome);
  return answer;
}

/** Headers of a response that only the stored copy or only the visitor's answer may carry. */
const STORED_ONLY = [
  "Set-Cookie",
  "Vary",
  "Cache-Control",
  // What the Cache API adds to a match: about the stored copy, not the visitor's answer.
  "Age",
  "CF-Cache-Status",
  "Date",
  RENDERED_AT_HEADER,
  PAGE_CACHE_HEADER,
];

/** Whether a rendered answer may be stored: a 200 that sets no cookie of its own and reads no visitor state. */
function storable(c: Context<AppEnv>, response: Response): boolean {
  if (response.status !== 200 || !response.body || perVisitorRequests.has(c.req.raw)) return false;
  // A render of parts of the address the key leaves out would show them to every later visitor.
  if (!keyHoldsWholeQuery(new URL(c.req.url).searchParams)) return false;
  const cookieNames = response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")).trim());
  return cookieNames.every((name) => SESSION_COOKIES.has(name));
}

/** Runs the whole app for a request, as the runtime would: how a stale copy is rendered again. */
export type RunApp = (
  request: Request,
  env: Env,
  executionCtx: Context<AppEnv>["executionCtx"] | undefined,
) => Response | Promise<Response>;

/** The request's execution context; none where the app runs without one (`app.request` in tests). */
function executionContextOf(c: Context<AppEnv>): Context<AppEnv>["executionCtx"] | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * Runs the app again for this request with `Cache-Control: no-cache`, which renders and stores a
 * new copy; the answer itself is dropped. Used for a stale copy, after it was served.
 */
async function refreshInBackground(c: Context<AppEnv>, runApp: RunApp): Promise<void> {
  const headers = new Headers(c.req.raw.headers);
  headers.set("Cache-Control", "no-cache");
  // The address its key reads, so the new copy can be stored whatever else this visitor's held.
  const response = await runApp(new Request(addressAsKeyed(c.req.url), { headers }), c.env, executionContextOf(c));
  await response.body?.cancel();
}

/** Work that finishes after the answer: through the request's waitUntil, or awaited without one. */
async function afterAnswer(c: Context<AppEnv>, work: Promise<unknown>): Promise<void> {
  const executionCtx = executionContextOf(c);
  if (executionCtx) executionCtx.waitUntil(work);
  else await work;
}

/** The middleware; `runApp` is the app it is part of, for the background refresh. */
export const pageCache = (runApp: RunApp) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const plan = await cachePlan(c);
    if (!plan) {
      await next();
      c.res = withOutcome(c.res, "bypass");
      return;
    }

    const visitor = c.get("visitor");
    const refresh = /\bno-cache\b/i.test(c.req.header("Cache-Control") ?? "");
    const cache = caches.default;
    if (!refresh) {
      let copy = keptCopies.get(plan.key);
      if (!copy) {
        const stored = await cache.match(plan.key);
        if (stored) {
          copy = {
            headers: [...answerHeaders(stored.headers)],
            renderedAt: Number(stored.headers.get(RENDERED_AT_HEADER)),
            body: await stored.arrayBuffer(),
          };
          keptCopies.set(plan.key, copy);
        }
      }
      const freshness = copy ? copyFreshness(copy.renderedAt, Date.now()) : "expired";
      if (copy && freshness !== "expired") {
        if (freshness === "stale") await afterAnswer(c, refreshInBackground(c, runApp));
        const headers = new Headers(copy.headers);
        headers.set(PAGE_CACHE_HEADER, freshness === "fresh" ? "hit" : "stale");
        // Through the context, so the session middleware's cookies go with it.
        return c.newResponse(copy.body, { status: 200, headers });
      }
    }

    const render = nextRender();
    await next();

    const rendered = c.res;
    let body = rendered.body;
    const outcome: PageCacheOutcome = storable(c, rendered) ? (refresh ? "refresh" : "miss") : "bypass";
    if (outcome !== "bypass" && body) {
      const [forCache, forVisitor] = body.tee();
      body = forVisitor;
      const storedHeaders = new Headers(rendered.headers);
      for (const name of STORED_ONLY) storedHeaders.delete(name);
      const renderedAt = Date.now();
      storedHeaders.set(RENDERED_AT_HEADER, String(renderedAt));
      // The copy outlives its freshness by the stale hour; past that the Cache API may drop it.
      storedHeaders.set("Cache-Control", `public, s-maxage=${PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS}`);
      // Stored once the whole page is rendered: a part rendered late may still find that it read
      // the visitor's own state (`markPerVisitor`), and then nothing is stored.
      const storing = (async () => {
        // spec (issue 15 item 3): the visitor gets the render as it streams; the copy stored is
        // the same bytes, which hold nothing of the visitor's, so it fits anyone.
        const bytes = await new Response(forCache).arrayBuffer();
        if (perVisitorRequests.has(c.req.raw)) return;
        const mine = holdsValue(new Uint8Array(bytes), visitor.anonId);
        if (mine) console.warn("page cache: a visitor's own value is in the render; not stored", c.req.path);
        // After every earlier render's store of this page, and not at all when a newer one's is done.
        await storeInOrder(plan.key, render, async () => {
          if (mine) {
            // A refresh that may not be stored takes the old copy out.
            if (!refresh) return;
            keptCopies.delete(plan.key);
            await cache.delete(plan.key);
            return;
          }
          const headers = [...answerHeaders(storedHeaders)];
          // The page again, stored a moment ago (a refresh, or a busy page's renders close together).
          if (unchanged(keptCopies.get(plan.key), headers, bytes, renderedAt)) return;
          await cache.put(plan.key, new Response(bytes, { status: 200, headers: storedHeaders }));
          keptCopies.set(plan.key, { headers, body: bytes, renderedAt });
        });
      })().catch((error: unknown) => {
        console.warn("page cache: the copy was not stored", error);
      });
      await afterAnswer(c, storing);
    } else if (refresh) {
      // A render that may not be stored (a page now gone, say) takes the old copy out: the
      // next visitor gets a render of their own, not the copy this refresh asked to replace.
      keptCopies.delete(plan.key);
      await afterAnswer(
        c,
        cache.delete(plan.key).catch(() => false),
      );
    }
    const headers = new Headers(rendered.headers);
    headers.set(PAGE_CACHE_HEADER, outcome);
    const answer = new Response(body, { status: rendered.status, headers });
    // Replaces the answer outright (assigning over it would copy the old headers back in).
    c.res = undefined;
    c.res = answer;
  });
