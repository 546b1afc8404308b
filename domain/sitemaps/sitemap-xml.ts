/**
 * The XML sitemaps and robots.txt search engines read (sitemaps.org protocol 0.9): the index
 * naming the child files, each child's `<urlset>`, the split of a long list into files of at
 * most 50,000 URLs and 50 MB, and robots.txt per brand. Pure: the routes hand in the paths.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages.ts";
import { hasLanguages, localizedPath } from "../i18n/paths.ts";
import { escapeXml } from "../xml-text.ts";

export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The protocol's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

export interface SitemapAlternate {
  /** A language tag, or `x-default` for the page a visitor of no listed language gets. */
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  /** Absolute URL on the brand's own origin. */
  loc: string;
  /** W3C datetime of the last change, only when it is known. */
  lastmod?: string;
  /** The same page in each of its languages, this one included (Google's sitemap form of hreflang). */
  alternates?: readonly SitemapAlternate[];
}

export const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function entryXml(element: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  const alternates = (entry.alternates ?? [])
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
    )
    .join("");
  return `<${element}><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</${element}>\n`;
}

/**
 * A page's entries, one per language, each naming all of them and `x-default` (English), as
 * the page's own `<link rel="alternate">` do (worker/ssr/Document.tsx).
 */
export function entriesInEveryLanguage(origin: string, englishPath: string, lastmod?: string): SitemapEntry[] {
  if (!hasLanguages(englishPath)) return [{ loc: `${origin}${englishPath}`, ...(lastmod ? { lastmod } : {}) }];
  const alternates: SitemapAlternate[] = [
    ...LANGUAGES.map((language) => ({
      hreflang: language,
      href: `${origin}${localizedPath(englishPath, language)}`,
    })),
    { hreflang: "x-default", href: `${origin}${localizedPath(englishPath, DEFAULT_LANGUAGE)}` },
  ];
  return LANGUAGES.map((language) => ({
    loc: `${origin}${localizedPath(englishPath, language)}`,
    ...(lastmod ? { lastmod } : {}),
    alternates,
  }));
}

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** A child sitemap: `<urlset>` with one `<url>` per entry. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map((entry) => entryXml("url", entry)).join("")}${URLSET_CLOSE}`;
}

/** The sitemap index: `<sitemapindex>` with one `<sitemap>` per child file. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries
    .map((entry) => entryXml("sitemap", entry))
    .join("")}</sitemapindex>\n`;
}

const encoder = new TextEncoder();

/**
 * spec: search-and-compare §7 and the sitemaps.org limits: the entries in files of at most
 * `maxUrls` URLs and `maxBytes` bytes each (the file's own opening and closing counted), in
 * order. No entries make no files.
 */
export function splitSitemap(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const frame = encoder.encode(URLSET_OPEN + URLSET_CLOSE).length;
  const files: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  let bytes = frame;
  for (const entry of entries) {
    const size = encoder.encode(entryXml("url", entry)).length;
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}

/** The child sitemaps' families: `/sitemaps/providers-{n}.xml`, `/sitemaps/geo-{n}.xml`, `/sitemaps/pages.xml`. */
export type SitemapFamily = "providers" | "geo";

export function sitemapFilePath(family: SitemapFamily, number: number): string {
  return `/sitemaps/${family}-${number}.xml`;
}

export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";
export const SITEMAP_INDEX_PATH = "/sitemap.xml";

/**
 * What robots may crawl. The JSON families, the operator API, the visitor's own lists and the
 * pages reached only through a link with a token or after a form are left out; a site that is
 * not one of the live brands asks for nothing to be crawled.
 */
const ENGLISH_DISALLOWED_PATHS = [
  "/api/",
  "/admin/",
  "/v1/",
  "/v2/",
  "/v3/",
  "/v4/",
  "/saved",
  "/thank-you/",
  "/lp/",
  "/privacy/delete-my-request/confirm/",
  "/reviews/respond/",
  "/reviews/request-removal/",
  "/reviews/duplicate/",
  "/move-in/",
  "/language",
];

/** The same pages in every language. */
const DISALLOWED_PATHS = [
  ...ENGLISH_DISALLOWED_PATHS,
  ...ENGLISH_DISALLOWED_PATHS.filter(hasLanguages).map((path) => localizedPath(path, "es")),
];

export function robotsTxt(live: boolean, origin: string): string {
  if (!live) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n${DISALLOWED_PATHS.map((path) => `Disallow: ${path}\n`).join("")}\nSitemap: ${origin}${SITEMAP_INDEX_PATH}\n`;
}
