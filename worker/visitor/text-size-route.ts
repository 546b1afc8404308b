/**
 * The site's own text size (domain/visitor/text-size.ts).
 *
 * - `POST /text-size` takes `size` (100, 125 or 150) from the header's form, or as JSON, keeps
 *   it in a cookie for a year and sends the visitor back to the page the form was on (its
 *   same-site `Referer`; the home page when there is none), or answers `{size}` to JSON.
 *   The choice is one the visitor asked to be remembered, so it is kept whatever their cookie
 *   choices say.
 * - `applyTextSize` marks every HTML page on its way out, cached or not, with
 *   `<html data-text-size>` and the pressed state of the matching button, with HTMLRewriter:
 *   no cached copy ever holds one visitor's size.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { sameSiteReturnPath } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { DEFAULT_TEXT_SIZE, TEXT_SIZE_PATH, textSizeOf, textSizeSchema } from "../../domain/visitor/text-size.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind, readBodyAs } from "../middleware/content-type.ts";
import { writeCookie } from "../middleware/cookies.ts";
import { crossSitePost, sameSitePosts } from "../middleware/csrf.ts";
import { fieldProblems } from "../middleware/validate.ts";

const TEXT_SIZE_BODY_LIMIT_BYTES = 1024;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const textSizeBodySchema = z.object({ size: textSizeSchema });

function refuse(c: Context<AppEnv>, status: 400 | 403 | 413 | 415, error: string, problems?: unknown) {
  return c.json({ error, ...(problems ? { problems } : {}) }, status);
}

/** The page the form was posted from, when the browser says and it is one of ours; else the home page. */
function backTo(c: Context<AppEnv>): string {
  const referer = c.req.header("Referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== new URL(c.req.url).origin) return "/";
    return sameSiteReturnPath(`${from.pathname}${from.search}`) ?? "/";
  } catch {
    return "/";
  }
}

export const textSizeRoute = new Hono<AppEnv>().post(
  TEXT_SIZE_PATH,
  sameSitePosts((c) => refuse(c, 403, crossSitePost(c))),
  bodyLimit({
    maxSize: TEXT_SIZE_BODY_LIMIT_BYTES,
    onError: (c) => refuse(c, 413, `The request body is over the ${TEXT_SIZE_BODY_LIMIT_BYTES / 1024} KB limit`),
  }),
  async (c) => {
    const sentAs = bodyKind(c.req.header("Content-Type"));
    if (sentAs === null) return refuse(c, 415, "Send the size as a form post or as JSON");
    const body = await readBodyAs(c, sentAs);
    if (body === null) return refuse(c, 400, "Invalid body: it could not be read");
    const parsed = textSizeBodySchema.safeParse(body);
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error);
      const first = problems[0];
      return refuse(c, 400, `Invalid body: ${first ? `${first.field}: ${first.message}` : "invalid"}`, problems);
    }
    const { size } = parsed.data;
    writeCookie(c, COOKIE_NAMES.textSize, size, { readableByScript: false, maxAgeSeconds: ONE_YEAR_SECONDS });
    if (sentAs === "json") return c.json({ size });
    return c.redirect(backTo(c), 303);
  },
);

/** Marks an HTML answer with the visitor's text size, when it is not the standard one. */
export const applyTextSize: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const size = textSizeOf(getCookie(c, COOKIE_NAMES.textSize));
  if (size === DEFAULT_TEXT_SIZE || !c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  c.res = new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute("data-text-size", size);
      },
    })
    .on(`.text-size button[name="size"]`, {
      element(element) {
        element.setAttribute("aria-pressed", String(element.getAttribute("value") === size));
      },
    })
    .transform(c.res);
};
