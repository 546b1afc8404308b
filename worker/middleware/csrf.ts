/**
 * Posts from our own pages only (cross-site request forgery): a page on another site must not
 * be able to send a family's browser, with its cookies, to post to a visitor route. Hono's
 * `csrf` middleware checks the bodies a form can send (urlencoded, multipart, text/plain):
 * `Sec-Fetch-Site: same-origin`, or an `Origin` that is ours; a form post that carries neither
 * is refused, as every current browser sends at least one with a post. A JSON body cannot be
 * sent across sites without a CORS preflight, which the Worker never answers; a post the
 * browser itself marks `Sec-Fetch-Site: cross-site` is refused all the same, whatever its body.
 */
import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { brandHosts, isPlainHttpLocalhost } from "../../domain/brands/brand-hosts.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { DEFAULT_LANGUAGE } from "../../domain/i18n/languages.ts";
import type { AppEnv } from "../env.ts";

/**
 * Whether an `Origin` header names one of our sites: the request's own origin, either brand's
 * hosts over https (a page on www posting to the bare host, or one brand to the other), or,
 * when the request itself is to a local development server, any plain-http local page (the
 * dev server serves both brands on loopback names, on a port of its choosing). The header is
 * compared whole: a look-alike host, a path or `null` is not ours.
 */
function isOurOrigin(origin: string, c: Context<AppEnv>): boolean {
  const requested = new URL(c.req.url);
  if (origin === requested.origin) return true;
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return false;
  }
  if (sender.origin !== origin) return false;
  const hosts = brandHosts({ carefind: c.env.CAREFIND_HOSTS, seniorhousing: c.env.SENIORHOUSING_HOSTS });
  if (sender.protocol === "https:" && sender.port === "" && hosts.has(sender.hostname)) return true;
  return isPlainHttpLocalhost(requested) && isPlainHttpLocalhost(sender);
}

/** What a refused post is told, on every route that checks, in the request's language. */
export function crossSitePost(c: Context<AppEnv>): string {
  return messagesFor(c.get("language") ?? DEFAULT_LANGUAGE).errors.crossSitePost;
}

/** Hono's check of a form-like post; it throws its own 403, answered below in the route's words. */
const formPostCheck = csrf({ origin: isOurOrigin, secFetchSite: "same-origin" });

/**
 * Refuses a post from another site with the route's own answer, before its body is read,
 * counted or stored. For routes a family's browser posts to; a route called server to server
 * (the partner API) has no browser to protect and does not use it.
 */
export function sameSitePosts(refuse: (c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header("Sec-Fetch-Site") === "cross-site" && !isOurOrigin(c.req.header("Origin") ?? "", c)) {
      return refuse(c);
    }
    try {
      await formPostCheck(c, async () => {});
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return refuse(c);
      throw error;
    }
    await next();
  };
}
