/**
 * The edge page cache (docs/page-cache.md), a middleware of the visitor routes right after the
 * session and flags. An allow-listed GET (domain/cache/page-cache-rules.ts) of an anonymous
 * visitor is answered from the Cache API when a copy is stored under its key: brand host,
 * normalised URL, the variant of everything that changes the page's bytes but is not the
 * visitor's own, and the generation token of the page's scopes, which a purge moves on. The
 * render streams to its visitor and the same bytes are stored, since a page holds nothing of its
 * visitor's (a render that shows the visitor's anon id is not stored). The session's cookies and
 * the security headers are added around every answer; only the stored copy says `s-maxage`.
 *
 * `Carefind-Cache` says what happened: hit, stale (served, refreshed in the background), miss
 * (rendered and stored), first (a search page's first ask: not looked up, rendered, stored at
 * its second, second-ask.ts), refresh (`Cache-Control: no-cache`: rendered and stored unless it
 * is the copy stored minutes ago) or bypass (not cacheable).
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
import { askedAgain } from "./second-ask.ts";
import { nextRender, storeInOrder } from "./store-order.ts";

export const PAGE_CACHE_HEADER = "Carefind-Cache";
export type PageCacheOutcome = "hit" | "stale" | "miss" | "first" | "refresh" | "bypass";

/** When the stored copy was rendered (epoch ms): the Cache API keeps copies, we decide freshness. */
const RENDERED_AT_HEADER = "Carefind-Rendered-At";

/** The fixed path every key lives under, which no page's key can be confused with. */
export const PAGE_CACHE_KEY_PREFIX = "/__page-cache/";

/** The cookies the session sets for every visitor: a response setting any other is not stored. */
const SESSION_COOKIES: ReadonlySet<string> = new Set([COOKIE_NAMES.anonId, COOKIE_NAMES.session, COOKIE_NAMES.consent]);

/** Requests whose route found it reads the visitor's own state (saved providers, a seen flag). */
const perVisitorRequests = new WeakSet<Request>();

/** For a route whose answer depends on the visitor's own cookies or Referer: it is never stored. */
export function markPerVisitor(c: Context<AppEnv>): void {
  perVisitorRequests.add(c.req.raw);
}

/** The advisors' calendar (tour times start there), made once per isolate. */
const advisorDay = new Intl.DateTimeFormat("en-CA", { timeZone: ADVISOR_TIME_ZONE });

/**
 * Whether the request may use the cache at all: not an admin's, an authorised one, a flag
 * override, a visitor shown prices, an editor's preview, or the saved page of a saved list.
 * (A HEAD runs the GET route, Hono dropping the body: same key, same copy.)
 */
function mayUseCache(c: Context<AppEnv>): boolean {
  return (
    (c.req.method === "GET" || c.req.method === "HEAD") &&
    !c.req.path.startsWith("/admin") &&
    !c.req.header("Authorization") &&
    !hasOverride(c.get("flagOverride")) &&
    !c.get("visitor").inquirySubmitted &&
    !getCookie(c, COOKIE_NAMES.contentPreview) &&
    !(c.req.path === SAVED_PATH && getCookie(c, COOKIE_NAMES.savedProviders))
  );
}

/** A cacheable request's Cache API key, and the address its asks are counted under (second-ask.ts). */
interface CacheKey {
  key: string;
  /** Set for a route stored on its second ask: host, path and normalised query, whatever the generation. */
  askedAs: string | null;
}

/**
 * The Cache API key of a cacheable request (a URL no page has, which the Cache API takes as a GET
 * of it); null when it bypasses the cache.
 */
async function cacheKey(c: Context<AppEnv>): Promise<CacheKey | null> {
  if (!mayUseCache(c)) return null;
  const url = new URL(c.req.url);
  const route = pageCacheRoute(c.req.path, url.searchParams);
  if (!route) return null;
  // The token reads KV; a failure is a bypass, never a copy that may have been purged.
  const generation = await generationToken(c.env.CACHE, cacheScopes(c.req.path, route.listsProviders));
  if (generation === null) return null;
  const visitor = c.get("visitor");
  const now = new Date();
  // Everything that changes the bytes and is not the visitor's own.
  const variant = await sha256Hex(
    JSON.stringify({
      kind: route.kind,
      protocol: url.protocol,
      flags: enabledFlags(c.get("flags")),
      consentBanner: visitor.consentChosen ? null : [visitor.consent, visitor.globalPrivacyControl],
      blurPrices: c.env.BLUR_PRICES,
      // A deploy changes the build's assets or the settings pages show: its pages are new entries.
      build: [assets.entry, assets.css],
      settings: [c.env.ADVISOR_PHONE, c.env.MAPS_API_KEY ?? "", c.env.MAP_STYLE_URL ?? ""],
      bot: route.kind === "page" && isbot(c.req.header("User-Agent") ?? ""),
      // The day in the advisors' calendar and the UTC day (the footer's year).
      days: [advisorDay.format(now), now.toISOString().slice(0, 10)],
    }),
  );
  const query = normalisedCacheQuery(url.searchParams);
  const host = url.host.toLowerCase();
  const page = `${url.pathname}${query ? `?${query}` : ""}`;
  return {
    key: `https://${host}${PAGE_CACHE_KEY_PREFIX}${variant.slice(0, 24)}/${generation}${page}`,
    askedAs: route.storedOnSecondAsk ? `page:${host}${page}` : null,
  };
}

/** A stored copy as this isolate keeps it: the headers its answers carry, its bytes, when it was rendered. */
interface KeptCopy {
  headers: [string, string][];
  body: ArrayBuffer;
  renderedAt: number;
}

/**
 * The copies this isolate stored or read, by key (a purge moves keys on): a busy page's hits cost
 * no Cache API read, and a refresh that renders the same bytes writes nothing.
 */
const keptCopies = memo<KeptCopy>({ entries: 48 });

/** Forgets the kept copies (a purge that deleted generation numbers outright). */
export function forgetPageCopies(): void {
  keptCopies.clear();
}

/**
 * Headers of a response that only the stored copy or only the visitor's answer may carry; a
 * rendering's own timings (Server-Timing) are not a copy's.
 */
const STORED_ONLY = [
  "Set-Cookie",
  "Vary",
  "Cache-Control",
  "Age",
  "CF-Cache-Status",
  "Date",
  "Server-Timing",
  RENDERED_AT_HEADER,
];

/** A response's headers as the answers of its copy carry them. */
function answerHeaders(stored: Headers): [string, string][] {
  const headers = new Headers(stored);
  for (const name of [...STORED_ONLY, PAGE_CACHE_HEADER]) headers.delete(name);
  return [...headers];
}

/** The copy kept in the isolate, or else the one the Cache API holds (then kept). */
async function storedCopy(key: string): Promise<KeptCopy | undefined> {
  const kept = keptCopies.get(key);
  if (kept) return kept;
  const stored = await caches.default.match(key);
  if (!stored) return undefined;
  const renderedAt = Number(stored.headers.get(RENDERED_AT_HEADER));
  const copy = { headers: answerHeaders(stored.headers), body: await stored.arrayBuffer(), renderedAt };
  keptCopies.set(key, copy);
  return copy;
}

/** Whether a render is the kept copy again, stored less than PAGE_CACHE_REWRITE_SECONDS ago. */
function unchanged(kept: KeptCopy | undefined, copy: KeptCopy): boolean {
  if (!kept || copy.renderedAt - kept.renderedAt >= PAGE_CACHE_REWRITE_SECONDS * 1000) return false;
  if (JSON.stringify(kept.headers) !== JSON.stringify(copy.headers)) return false;
  // The runtime's own comparison of the bytes: much faster than a loop over a page.
  const size = copy.body.byteLength;
  return kept.body.byteLength === size && (size === 0 || crypto.subtle.timingSafeEqual(kept.body, copy.body));
}

/** Takes a copy out of use: the next visitor gets a render of their own. */
async function forget(key: string): Promise<void> {
  keptCopies.delete(key);
  await caches.default.delete(key).catch(() => false);
}

/** Whether a rendered answer may be stored: a 200 that sets no cookie of its own and reads no visitor state. */
function storable(c: Context<AppEnv>, response: Response): boolean {
  if (response.status !== 200 || perVisitorRequests.has(c.req.raw)) return false;
  // A render of parts of the address the key leaves out would show them to every later visitor.
  if (!keyHoldsWholeQuery(new URL(c.req.url).searchParams)) return false;
  const cookieNames = response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")).trim());
  return cookieNames.every((name) => SESSION_COOKIES.has(name));
}

/**
 * What becomes of a render: stored (a miss, or a refresh, which is always stored), rendered only
 * (a search page's first ask), or not cacheable at all.
 */
function outcomeOf(
  c: Context<AppEnv>,
  keyed: CacheKey | null,
  rendered: Response,
  refresh: boolean,
  askedBefore: boolean,
): PageCacheOutcome {
  if (!keyed || !rendered.body || !storable(c, rendered)) return "bypass";
  if (refresh) return "refresh";
  return askedBefore ? "miss" : "first";
}

/** Runs the whole app for a request, as the runtime would: how a stale copy is rendered again. */
export type RunApp = (request: Request, env: Env, executionCtx?: Ctx) => Response | Promise<Response>;
type Ctx = Context<AppEnv>["executionCtx"];

/** The request's execution context; none where the app runs without one (`app.request` in tests). */
function executionContextOf(c: Context<AppEnv>): Ctx | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** Renders and stores a stale copy's page again (`Cache-Control: no-cache`), after it was served. */
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

/**
 * Stores the bytes the visitor got, once the whole page is rendered (a part rendered late may
 * still `markPerVisitor`), in the order of the renders (store-order.ts).
 */
async function storeRender(c: Context<AppEnv>, key: string, render: number, rendered: Response): Promise<void> {
  const refresh = /\bno-cache\b/i.test(c.req.header("Cache-Control") ?? "");
  const bytes = await rendered.arrayBuffer();
  if (perVisitorRequests.has(c.req.raw)) return;
  const { anonId } = c.get("visitor");
  const mine = anonId !== "" && new TextDecoder().decode(bytes).includes(anonId);
  if (mine) console.warn("page cache: a visitor's own value is in the render; not stored", c.req.path);
  await storeInOrder(key, render, async () => {
    // A refresh whose render may not be stored takes the old copy out.
    if (mine) return refresh ? forget(key) : undefined;
    const copy = { headers: answerHeaders(rendered.headers), body: bytes, renderedAt: Date.now() };
    // The page again, stored a moment ago (a refresh, or a busy page's renders close together).
    if (unchanged(keptCopies.get(key), copy)) return;
    const headers = new Headers(copy.headers);
    headers.set(RENDERED_AT_HEADER, String(copy.renderedAt));
    // The copy outlives its freshness by the stale hour; past that the Cache API may drop it.
    headers.set("Cache-Control", `public, s-maxage=${PAGE_CACHE_FRESH_SECONDS + PAGE_CACHE_STALE_SECONDS}`);
    await caches.default.put(key, new Response(bytes, { status: 200, headers }));
    keptCopies.set(key, copy);
  });
}

/** The middleware; `runApp` is the app it is part of, for the background refresh. */
export const pageCache = (runApp: RunApp) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const keyed = await cacheKey(c);
    const key = keyed?.key ?? null;
    const refresh = /\bno-cache\b/i.test(c.req.header("Cache-Control") ?? "");
    // A search page's first ask in this isolate lately is almost always a one-off: not looked for.
    const askedBefore = keyed?.askedAs ? askedAgain(keyed.askedAs) : true;
    const copy = key && !refresh && askedBefore ? await storedCopy(key) : undefined;
    const freshness = copy ? copyFreshness(copy.renderedAt, Date.now()) : "expired";
    if (copy && freshness !== "expired") {
      if (freshness === "stale") await afterAnswer(c, refreshInBackground(c, runApp));
      const headers = new Headers(copy.headers);
      headers.set(PAGE_CACHE_HEADER, freshness === "fresh" ? "hit" : "stale");
      // Through the context, so the session middleware's cookies go with it.
      return c.newResponse(copy.body, { status: 200, headers });
    }

    const render = nextRender();
    await next();
    const rendered = c.res;
    let body = rendered.body;
    const outcome = outcomeOf(c, keyed, rendered, refresh, askedBefore);
    if (key && body && (outcome === "miss" || outcome === "refresh")) {
      const [forCache, forVisitor] = body.tee();
      body = forVisitor;
      const storing = storeRender(c, key, render, new Response(forCache, rendered));
      await afterAnswer(
        c,
        storing.catch((error: unknown) => console.warn("page cache: the copy was not stored", error)),
      );
    } else if (key && refresh) {
      // A render that may not be stored (a page now gone, say) takes the old copy out.
      await afterAnswer(c, forget(key));
    }
    const headers = new Headers(rendered.headers);
    headers.set(PAGE_CACHE_HEADER, outcome);
    // Replaces the answer outright (assigning over it would copy the old headers back in).
    c.res = undefined;
    c.res = new Response(body, { status: rendered.status, headers });
  });
