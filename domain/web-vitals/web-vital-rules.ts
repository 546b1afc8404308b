/**
 * Core Web Vitals from real visitors (spec reviews-and-provider-page §7, "core web vitals" among
 * the tracking events): the three metrics a page reports, their bounds, the thresholds that rate
 * them, and the page type a path belongs to, which the server derives so the page sends only its
 * path. Pure rules: no zod here, the browser's reporter uses them too.
 */
import { CARE_TYPES } from "../care-types.ts";

/** The metrics a page reports: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * The largest value kept per metric: LCP and INP in milliseconds (two minutes: a figure past
 * that is a page left open in a background tab, not a paint), CLS a unitless score (a page
 * whose whole viewport shifts a hundred times over is already past any meaning).
 */
export const WEB_VITAL_MAX: Readonly<Record<WebVitalName, number>> = { LCP: 120_000, INP: 120_000, CLS: 100 };

/**
 * The web-vitals thresholds (web.dev): at or under the first is good, over the second is poor,
 * between them needs improvement. LCP and INP in ms, CLS unitless.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** How a figure rates against its metric's thresholds. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value > poor) return "poor";
  return value > good ? "needs-improvement" : "good";
}

/** How the page was reached, as the web-vitals library names it. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** The page types the summary groups by, in the order it lists them. */
export const PAGE_TYPES = [
  "home",
  "search",
  "provider",
  "geo-hub",
  "geo-state",
  "geo-city",
  "geo-county",
  "landing",
  "saved",
  "reviews",
  "awards",
  "content",
  "other",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The longest path kept with a vital: a content page's path is at most 200 characters. */
export const WEB_VITAL_PATH_MAX = 200;

const CARE_TYPE_SLUGS: ReadonlySet<string> = new Set(CARE_TYPES.map((careType) => careType.slug));
const ROLL_UP_TYPES: ReadonlySet<string> = new Set(CARE_TYPES.map((careType) => careType.rollUpType));

/** First path segments of the site's own pages that are none of the types above. */
const OTHER_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  "thank-you",
  "privacy",
  "move-in",
  "partners",
  "site-map",
  "cookie-opt-out",
]);

/**
 * The page type of a page's path (the path part only; a trailing slash or none). Geo pages are
 * `/{rollUpType}/{careType}/[{state}/[{city or county}/]]` (domain/geo/geo-paths.ts), provider
 * pages `/{careType}/{state}/{city}/{provider}/`; a path under none of the app's own pages is a
 * content page.
 */
export function pageTypeOfPath(path: string): PageType {
  const segments = path.split("/").filter((segment) => segment !== "");
  const [first = "", second] = segments;
  if (segments.length === 0) return "home";
  if ((first === "local" && second === "search" && segments.length === 2) || (first === "search" && !second))
    return "search";
  if (first === "lp") return "landing";
  if (first === "saved") return "saved";
  if (first === "reviews") return "reviews";
  if (first === "bestseniorliving") return "awards";
  if (ROLL_UP_TYPES.has(first)) {
    if (segments.length === 2) return "geo-hub";
    if (segments.length === 3) return "geo-state";
    if (segments.length === 4) return segments[3]?.endsWith("-county") ? "geo-county" : "geo-city";
    return "other";
  }
  if (CARE_TYPE_SLUGS.has(first)) return segments.length === 4 ? "provider" : "other";
  if (OTHER_FIRST_SEGMENTS.has(first)) return "other";
  return "content";
}
