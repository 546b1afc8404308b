/**
 * Where a content page lives: `/about/reviews_faq/` (lowercase letters, digits, hyphens and
 * underscores between slashes). A page may not take a path the site already answers (the API,
 * the operator routes, search, the care-type and roll-up pages, reviews, landing pages...), and
 * fragments (blocks other pages embed, such as the search results' inserted block) live under
 * `/fragments/`, which is never served as a page.
 */
import { z } from "zod";
import { CARE_TYPES } from "../care-types.ts";

export const CONTENT_KINDS = ["page", "fragment"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const FRAGMENTS_PREFIX = "/fragments/";

/** First path segments the app answers itself; a content page there would shadow them or be shadowed. */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  "api",
  "admin",
  "search",
  "local",
  "map",
  "reviews",
  "lp",
  "saved",
  "guided-search",
  "thank-you",
  "partners",
  "move-in",
  "bestseniorliving",
  "healthz",
  // The Spanish pages (docs/languages.md) and the language links' choice.
  "es",
  "language",
  "assets",
  "images",
  "senior-living",
  "senior-care",
  ...CARE_TYPES.map((careType) => careType.slug),
]);

/** Paths under a segment content may use that the app answers itself (the lead deletion pages). */
const RESERVED_PREFIXES: readonly string[] = ["/privacy/delete-my-request/"];

const PATH_SHAPE = /^\/(?:[a-z0-9_-]+\/){1,8}$/;

/** Why a stored path is refused, or null when it is a content path. */
export function contentPathProblem(path: string, kind: ContentKind): string | null {
  if (path.length > 200) return "Must be at most 200 characters";
  if (!PATH_SHAPE.test(path)) {
    return "Use lowercase letters, digits, hyphens and underscores between slashes, like /about/reviews_faq/";
  }
  const first = path.split("/")[1] ?? "";
  if (RESERVED_SEGMENTS.has(first) || /^v[0-9]+$/.test(first))
    return `'/${first}/' belongs to a page the site already has`;
  const taken = RESERVED_PREFIXES.find((prefix) => path.startsWith(prefix));
  if (taken) return `'${taken}' belongs to a page the site already has`;
  if (kind === "fragment" && !path.startsWith(FRAGMENTS_PREFIX))
    return `A fragment's path starts with ${FRAGMENTS_PREFIX}`;
  if (kind === "page" && path.startsWith(FRAGMENTS_PREFIX)) return `Only fragments live under ${FRAGMENTS_PREFIX}`;
  return null;
}

/** The stored path of an address's path part: `about/reviews_faq` becomes `/about/reviews_faq/`. */
export function storedContentPath(urlPath: string): string {
  return `/${urlPath.replace(/^\/+|\/+$/g, "")}/`;
}

/** A content path and its kind, as the admin API reads them (a 400 names `path`). */
export const contentLocationSchema = z
  .strictObject({ path: z.string(), kind: z.enum(CONTENT_KINDS).default("page") })
  .superRefine((value, context) => {
    const problem = contentPathProblem(value.path, value.kind);
    if (problem) context.addIssue({ code: "custom", path: ["path"], message: problem });
  });

/** Whether a visitor's path could be a content page (so the route asks D1 only then). */
export function mayBeContentPath(path: string): boolean {
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  return contentPathProblem(withSlash, "page") === null;
}
