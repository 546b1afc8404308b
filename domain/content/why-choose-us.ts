/**
 * When the why-choose-us accordion starts open (spec reviews-and-provider-page §4): expanded on a
 * visitor's first visit or when they arrive from another site, otherwise collapsed. The flag
 * cookie remembers that the visitor has seen it expanded once.
 */
import { z } from "zod";

/** How long the seen flag lasts: one year. */
export const WHY_CHOOSE_US_SEEN_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** The seen flag's only value; anything else in the cookie counts as not seen. */
export const WHY_CHOOSE_US_SEEN_VALUE = "1";

/** The cookie as sent: present with the flag's value, else not seen. */
export const whyChooseUsSeenSchema = z
  .string()
  .max(10)
  .optional()
  .transform((value) => value === WHY_CHOOSE_US_SEEN_VALUE);

/** The Referer header's host, lowercased, or null when it is absent or not an http(s) address. */
export const referrerHostSchema = z
  .string()
  .max(4000)
  .optional()
  .transform((value) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:" ? url.hostname.toLowerCase() : null;
    } catch {
      return null;
    }
  });

/**
 * spec: reviews-and-provider-page §4, expanded on a first visit (no seen flag) or when the
 * referrer is another site; collapsed for a returning visitor moving within the site or
 * arriving with no referrer.
 */
export function whyChooseUsExpanded(visit: {
  seenCookie: boolean;
  referrerHost: string | null;
  host: string;
}): boolean {
  if (!visit.seenCookie) return true;
  return visit.referrerHost !== null && visit.referrerHost !== visit.host.toLowerCase();
}
