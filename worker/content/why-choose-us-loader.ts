/**
 * Whether this request shows the why-choose-us accordion expanded (spec reviews-and-provider-page
 * §4), decided on the server from the seen-flag cookie and the Referer, both parsed by zod. Shown
 * expanded, the flag is set (Path=/, SameSite=Lax, Secure, one year, not readable by script),
 * so the visitor's next page within the site starts collapsed.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  referrerHostSchema,
  WHY_CHOOSE_US_SEEN_MAX_AGE_SECONDS,
  WHY_CHOOSE_US_SEEN_VALUE,
  whyChooseUsExpanded,
  whyChooseUsSeenSchema,
} from "../../domain/content/why-choose-us.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { markPerVisitor } from "../cache/page-cache.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "../middleware/cookies.ts";

/** The block's data for this request: `{ expanded }`, the seen flag written when it is. */
export function loadWhyChooseUs(c: Context<AppEnv>): { expanded: boolean } {
  // Expanded or not depends on this visitor's cookie and Referer: the page is never stored.
  markPerVisitor(c);
  const seen = whyChooseUsSeenSchema.safeParse(getCookie(c, COOKIE_NAMES.whyChooseUsSeen));
  const referrer = referrerHostSchema.safeParse(c.req.header("Referer"));
  const seenCookie = seen.success && seen.data;
  const expanded = whyChooseUsExpanded({
    seenCookie,
    referrerHost: referrer.success ? referrer.data : null,
    host: new URL(c.req.url).hostname,
  });
  if (expanded && !seenCookie)
    writeCookie(c, COOKIE_NAMES.whyChooseUsSeen, WHY_CHOOSE_US_SEEN_VALUE, {
      readableByScript: false,
      maxAgeSeconds: WHY_CHOOSE_US_SEEN_MAX_AGE_SECONDS,
    });
  return { expanded };
}
