/**
 * The visitor's cookie choices (spec reviews-and-provider-page §2, §3, §4): the four consent
 * categories, the choices the consent banner and the cookie opt-out
 * page post, and the consent each choice leaves. Pure rules: the browser's islands use them
 * too, so no zod here (the Worker's endpoint parses the posts with its own schema).
 */
import type { Consent } from "./visitor-cookies.ts";

/** Where the banner and the opt-out page post a choice (a form post, or JSON from their islands). */
export const CONSENT_PATH = "/api/consent";

/** spec: reviews-and-provider-page §2, the cookie opt-out page. */
export const COOKIE_OPT_OUT_PATH = "/cookie-opt-out/";

export type ConsentCategory = keyof Consent;

/**
 * spec: reviews-and-provider-page §3, the categories in the spec's order; what each is called
 * and is for is in the catalogue (`t.consent.categories`).
 */
export const CONSENT_CATEGORIES: readonly { name: ConsentCategory }[] = [
  { name: "Advertising" },
  { name: "Analytics" },
  { name: "Functional" },
  { name: "DataSharing" },
];

/**
 * What a post chooses: everything, only what the site needs, the categories ticked, or the
 * opt-out page's checkbox (checked or not).
 */
export const CONSENT_CHOICES = ["accept-all", "reject-non-essential", "choose", "opt-out"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Where a choice was made, for the 'consent preference updated' event. */
export type ConsentSource = "banner" | "cookie-opt-out";

/**
 * The consent a choice leaves. 'choose' takes the categories ticked (an unticked box is off);
 * 'opt-out' is the opt-out page: checked, Advertising is off (spec §4) and so is DataSharing,
 * because sharing a visitor's data with partners is how it would reach advertisers anyway, and
 * a family that rejects advertising cookies means that too; unchecked, both are on again. The
 * other two categories stay as they were.
 */
export function consentAfterChoice(
  choice: ConsentChoice,
  current: Consent,
  ticked: Partial<Record<ConsentCategory, boolean>>,
  rejectCookies: boolean,
): Consent {
  switch (choice) {
    case "accept-all":
      return { Advertising: true, Analytics: true, Functional: true, DataSharing: true };
    case "reject-non-essential":
      return { Advertising: false, Analytics: false, Functional: false, DataSharing: false };
    case "choose":
      return {
        Advertising: ticked.Advertising === true,
        Analytics: ticked.Analytics === true,
        Functional: ticked.Functional === true,
        DataSharing: ticked.DataSharing === true,
      };
    case "opt-out":
      return { ...current, Advertising: !rejectCookies, DataSharing: !rejectCookies };
  }
}

/**
 * The same-site path to go back to after a form post, or null when the text is not one: a path
 * starting with a single '/', no backslash, no control characters, at most 2,000 characters. A
 * scheme, a host or '//' (another site) is never followed: no open redirect.
 */
export function sameSiteReturnPath(text: string): string | null {
  if (text.length === 0 || text.length > 2000) return null;
  if (!text.startsWith("/") || text.startsWith("//")) return null;
  // Control characters and backslashes: browsers read '/\host' as another site.
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === "\\") return null;
  }
  let url: URL;
  try {
    url = new URL(text, "https://same-site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://same-site.invalid") return null;
  // What is returned is checked, not only what came in: '/.//evil.example' normalises to
  // '//evil.example', which a browser reads as another site.
  const path = `${url.pathname}${url.search}`;
  return path.startsWith("//") ? null : path;
}

/**
 * Whether a consent cookie's (decoded) text allows a category, for the browser's own code: only
 * a cookie that reads and says so. No cookie (the server has not written one yet) means the
 * default, which is on (spec §3).
 */
export function consentAllows(cookieText: string | null, category: keyof Consent): boolean {
  if (cookieText === null) return true;
  try {
    const value: unknown = JSON.parse(cookieText);
    return typeof value === "object" && value !== null && (value as Record<string, unknown>)[category] === true;
  } catch {
    return false;
  }
}

/** Whether the page may send events (Analytics). */
export function analyticsAllowed(cookieText: string | null): boolean {
  return consentAllows(cookieText, "Analytics");
}

/** Whether the page may remember a visitor's choices between visits (Functional). */
export function functionalAllowed(cookieText: string | null): boolean {
  return consentAllows(cookieText, "Functional");
}
