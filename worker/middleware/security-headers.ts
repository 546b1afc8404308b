/**
 * The security headers of every response, through Hono's `secureHeaders`: a
 * Content-Security-Policy whose scripts run only from our own origin or with the request's
 * fresh nonce (never 'unsafe-inline'), framing by our own pages only, and Hono's other defaults
 * where they cannot break the site. With a remote map style (MAP_STYLE_URL) the map may fetch
 * from, and draw images of, that style's origin too.
 *
 * Every response gets the same set, HTML or not: a policy on a JSON answer, a redirect or the
 * plain-text fallback costs nothing and still holds if one is opened in a tab or framed, and
 * one middleware keeps one policy. Only the pages' two scripts carry the nonce.
 */
import type { Context } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../env.ts";

const mapStyleOrigins = new Map<string, string | null>();

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

/**
 * Sets the headers after the handler ran, and before it the nonce (`secureHeadersNonce`) that the
 * page renderer puts on the state and module scripts.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'"],
    imgSrc: [withMapStyleOrigin("'self' data: blob:")],
    fontSrc: ["'self'"],
    connectSrc: [withMapStyleOrigin("'self'")],
    // MapLibre runs its tile worker from our origin.
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  // Hono's default adds includeSubDomains: other hosts under the brands' domains (mail links,
  // say) are not ours to vouch for, so the promise covers this host only.
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
