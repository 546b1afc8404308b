/**
 * Who sees prices (spec search-and-compare §6, lead-capture-and-chrome §4): with BLUR_PRICES
 * "true", only a visitor who has sent an inquiry. Sending one sets the inquiry-submitted
 * cookie, signed for the visitor's anon id: it cannot be typed in, and a value copied from
 * another browser (another anon id) does not verify. A cookie that does not verify counts as
 * no inquiry. Every route that answers with a price asks `pricesVisible`, and nothing else.
 */
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "./cookies.ts";
import { signValue, verifySignedValue } from "./signed-values.ts";

/** How long a sent inquiry keeps prices shown. */
const INQUIRY_SUBMITTED_SECONDS = 60 * 60 * 24 * 90;

/** Whether the request carries an inquiry-submitted cookie signed for this anon id. */
export async function hasSentInquiry(c: Context<AppEnv>, anonId: string): Promise<boolean> {
  const cookie = getCookie(c, COOKIE_NAMES.inquirySubmitted);
  if (!cookie) return false;
  return (await verifySignedValue(c.env.SIGNING_SECRET, "inquiry-submitted", cookie)) === anonId;
}

/**
 * spec: lead-capture-and-chrome §4, an accepted inquiry un-blurs prices for the visitor: the
 * signed cookie for the response, and the visitor as this request sees it from now on.
 */
export async function markInquirySubmitted(c: Context<AppEnv>): Promise<void> {
  const visitor = c.get("visitor");
  const signed = await signValue(c.env.SIGNING_SECRET, "inquiry-submitted", visitor.anonId);
  writeCookie(c, COOKIE_NAMES.inquirySubmitted, signed, {
    readableByScript: false,
    maxAgeSeconds: INQUIRY_SUBMITTED_SECONDS,
  });
  c.set("visitor", { ...visitor, inquirySubmitted: true });
}

/**
 * Whether prices show for this request: always when blurring is off (BLUR_PRICES "false"),
 * otherwise once the visitor has sent an inquiry. spec: search-and-compare §6.
 */
export function pricesVisible(c: Context<AppEnv>): boolean {
  return c.env.BLUR_PRICES === "false" || c.get("visitor").inquirySubmitted;
}
