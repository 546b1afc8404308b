/**
 * The security headers of every response, through Hono's `secureHeaders`: a
 * Content-Security-Policy whose scripts run only from our own origin or, inline, the one loader
 * every page of the build carries, allowed by its SHA-256 hash (never 'unsafe-inline'), framing by our own pages only, HSTS, and Hono's other
 * defaults where they cannot break the site. With a remote map style (MAP_STYLE_URL) the map may
 * fetch from, and draw images of, that style's origin too. With a maps key (MAPS_API_KEY) the
 * provider page's street view may ask Google's Street View metadata endpoint and frame its
 * embed: those two origins, and only then. Content pages may frame videos from their embed hosts
 * and show images from their image hosts (domain/content/content-links.ts).
 *
 * Every response gets the same set, HTML or not: a policy on a JSON answer, a redirect, an
 * error or the plain-text fallback costs nothing and still holds if one is opened in a tab or
 * framed, and one middleware keeps one policy. A hash rather than a nonce: the policy and the
 * pages hold nothing made for one response, so a cached page is the same bytes for everyone.
 *
 * Every answer made with a visitor's state is also kept out of every cache (see
 * VISITOR_CACHE_CONTROL).
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import { CONTENT_IMAGE_ORIGINS, VIDEO_EMBED_ORIGINS } from "../../domain/content/content-links.ts";
import {
  mapsApiKey,
  STREET_VIEW_EMBED_ORIGIN,
  STREET_VIEW_METADATA_ORIGIN,
} from "../../domain/providers/street-view.ts";
import { memo } from "../cache/memo.ts";
import type { AppEnv, Visitor } from "../env.ts";
import { assets } from "../ssr/assets.ts";
import { scriptsAfterFirstPaint } from "../ssr/Document.tsx";

/** The origins of the MAP_STYLE_URL values seen (one per deploy). */
const mapStyleOrigins = memo<string | null>({ entries: 4 });

/**
 * The origin of the remote map style, or null when there is none. A MAP_STYLE_URL that is not
 * a URL is logged (once per value) and ignored: the pages keep the built-in style's policy.
 */
function mapStyleOrigin(mapStyleUrl: string | undefined): string | null {
  if (!mapStyleUrl) return null;
  let origin = mapStyleOrigins.get(mapStyleUrl);
  if (origin === undefined) {
    origin = URL.parse(mapStyleUrl)?.origin ?? null;
    if (origin === null) {
      console.error("MAP_STYLE_URL is not a URL; the map keeps the built-in style's policy", mapStyleUrl);
    }
    mapStyleOrigins.set(mapStyleUrl, origin);
  }
  return origin;
}

/** A source list, plus the remote map style's origin when the request's MAP_STYLE_URL names one. */
function withMapStyleOrigin(sources: string) {
  return (c: Context<AppEnv>): string => {
    const origin = mapStyleOrigin(c.env.MAP_STYLE_URL);
    return origin ? `${sources} ${origin}` : sources;
  };
}

/** connect-src: our origin, the remote map style's, and street view's metadata endpoint with a maps key. */
function connectSources(c: Context<AppEnv>): string {
  const sources = withMapStyleOrigin("'self'")(c);
  return mapsApiKey(c.env.MAPS_API_KEY) ? `${sources} ${STREET_VIEW_METADATA_ORIGIN}` : sources;
}

/** Content pages may frame videos from these hosts only (domain/content/content-links.ts). */
const VIDEO_FRAME_SOURCES = VIDEO_EMBED_ORIGINS.join(" ");

/** frame-src: our origin, the content pages' video hosts, and street view's embed with a maps key. */
function frameSources(c: Context<AppEnv>): string {
  const sources = `'self' ${VIDEO_FRAME_SOURCES}`;
  return mapsApiKey(c.env.MAPS_API_KEY) ? `${sources} ${STREET_VIEW_EMBED_ORIGIN}` : sources;
}

/** The CSP source of the pages' inline loader, `'sha256-…'`, worked out once per isolate. */
let loaderSource: Promise<string> | undefined;

function inlineLoaderSource(): Promise<string> {
  loaderSource ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(scriptsAfterFirstPaint(assets)))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return loaderSource;
}

const hardening = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (c: Context<AppEnv>) => c.get("inlineLoaderSource")],
    styleSrc: ["'self'"],
    // The content pages' image hosts too (spec lead-capture-and-chrome §5, the allow-list).
    imgSrc: [withMapStyleOrigin(`'self' data: blob: ${CONTENT_IMAGE_ORIGINS.join(" ")}`)],
    fontSrc: ["'self'"],
    connectSrc: [connectSources],
    frameSrc: [frameSources],
    // MapLibre runs its tile worker from our origin.
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  // 180 days, on every answer (pages, API, redirects, errors, the 404s). Hono's default adds
  // includeSubDomains; it stays off. Both brands are served on their apex domains
  // (carefind.com, seniorhousing.com), where includeSubDomains would bind every host under them
  // (mail, marketing and link-tracking hosts run by other services) to HTTPS for 180 days, and
  // none of those is ours to vouch for: the promise covers the hosts this Worker answers.
  strictTransportSecurity: "max-age=15552000",
  // Kept as Hono sets them, none of which the site needs to loosen: nosniff and SAMEORIGIN
  // framing (as before); Cross-Origin-Resource-Policy same-origin (our pages load only our own
  // answers, and partners call the API from servers, where it does not apply);
  // Cross-Origin-Opener-Policy same-origin (no page opens or is opened by another origin's
  // window); Origin-Agent-Cluster; no DNS prefetching (the only other origin is the map style,
  // fetched after load); X-Download-Options and X-Permitted-Cross-Domain-Policies for old
  // clients; X-XSS-Protection 0, which turns off the legacy filter the CSP replaces.
  // Cross-Origin-Embedder-Policy stays off, as Hono leaves it: it would block a remote map
  // style's tiles that do not send CORP headers.
});

/**
 * What every answer made with a visitor's state says to caches. Such an answer carries the
 * visitor's cookies (the session is renewed on every request), and a page carries the anon id
 * and a form id made for this render, the idempotency key of the inquiry it may send: a shared
 * cache must never hand it to someone else, and the browser must not keep it either, or a page
 * shown again from history would post a form id already used. `private, max-age=0` would still
 * let the browser store the page and show it again from history without asking, so it is
 * `no-store`; `Vary: Cookie` tells any cache that ignores that the answer depends on the cookies.
 * https://www.rfc-editor.org/rfc/rfc9111#section-5.2.2.5
 */
export const VISITOR_CACHE_CONTROL = "private, no-store";

/** The policy a route may set for itself, stricter than the site's: no Referer sent from the page at all. */
export const NO_REFERRER = "no-referrer";

/** Adds a field to the response's Vary, keeping the ones there. */
function varyOn(headers: Headers, field: string): void {
  const vary = headers.get("Vary");
  const fields = vary ? vary.split(",").map((name) => name.trim().toLowerCase()) : [];
  if (fields.includes("*") || fields.includes(field.toLowerCase())) return;
  headers.set("Vary", vary ? `${vary}, ${field}` : field);
}

/**
 * Sets the headers after the handler ran. An answer made after the visitor's session was read
 * (every page, the visitor API, their errors and 404s) is private, whatever its route set.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  c.set("inlineLoaderSource", await inlineLoaderSource());
  // A page whose address carries a secret (a review link's token) asks for no referrer at all;
  // the site's policy would otherwise replace the route's stricter one.
  let noReferrer = false;
  await hardening(c, async () => {
    await next();
    noReferrer = c.res.headers.get("Referrer-Policy") === NO_REFERRER;
  });
  if (noReferrer) c.res.headers.set("Referrer-Policy", NO_REFERRER);
  const visitor: Visitor | undefined = c.get("visitor");
  if (visitor) {
    c.res.headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
    varyOn(c.res.headers, "Cookie");
  }
});
