/**
 * The whole site, as a crawler meets it: from '/' on both brands, every internal link (a href,
 * link rel=canonical, and the sitemaps' locs) followed breadth-first, redirects followed and
 * counted. No page reached may answer 404 or a 5xx. The operator API and the pages a token or
 * a sent form opens are left out, and a page's query variants after the first two; so are the
 * geo pages while a build serves none (their hub answers 404), which the run prints.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContentFixture } from "./fixtures/content.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

/** The pages the crawl must reach on both brands together. */
const MINIMUM_PAGES = 300;
/** Requests in flight at once. */
const BATCH = 8;
/**
 * Query variants of one page visited at most (a provider's gallery photos, a search's filters):
 * they render the same route again, and each page has a dozen.
 */
const VARIANTS_PER_PAGE = 2;
/** Redirect hops followed before a chain counts as broken. */
const MAX_HOPS = 5;

const BRAND_HOSTS = [
  { host: "localhost", origins: ["http://localhost", "https://carefind.com", "https://www.carefind.com"] },
  {
    host: "seniorhousing.localhost",
    origins: ["http://seniorhousing.localhost", "https://seniorhousing.com", "https://www.seniorhousing.com"],
  },
];

/** Pages a crawler never reaches by a plain link: the operator API, token links, form results. */
const SKIPPED = [
  /^\/admin\//,
  /^\/api\//,
  /^\/v[1-4]\//,
  /^\/move-in\//,
  /^\/reviews\/(respond|request-removal|duplicate)\//,
  /^\/privacy\/delete-my-request\/confirm\//,
  /^\/thank-you\//,
  /[?&]token=/,
];

const GEO_PAGE = /^\/senior-(living|care)\//;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // The content pages the site ships (about, guides, privacy...): the menu and footer link them.
  await loadContentFixture(env.DB);
});

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The internal links of a page or sitemap, as paths with their queries and without fragments. */
function linksOf(body: string, contentType: string, origins: readonly string[]): string[] {
  const raw: string[] = [];
  if (contentType.includes("xml")) {
    for (const match of body.matchAll(/<loc>([^<]+)<\/loc>/g)) raw.push(match[1] ?? "");
  } else if (contentType.includes("html")) {
    for (const match of body.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) raw.push(match[1] ?? "");
    for (const match of body.matchAll(/<link\s[^>]*?rel="canonical"[^>]*?href="([^"]*)"/g)) raw.push(match[1] ?? "");
  }
  const paths: string[] = [];
  for (const text of raw) {
    const href = decodeEntities(text).split("#")[0] ?? "";
    if (href === "") continue;
    if (href.startsWith("/") && !href.startsWith("//")) {
      paths.push(href);
      continue;
    }
    const origin = origins.find((candidate) => href === candidate || href.startsWith(`${candidate}/`));
    if (origin) paths.push(href.slice(origin.length) || "/");
  }
  return paths;
}

interface Visit {
  path: string;
  from: string;
  status: number;
  redirects: number;
}

async function visit(path: string, from: string, host: string, origins: readonly string[]) {
  let current = path;
  let redirects = 0;
  let response = await call(current, { host });
  while (response.status >= 300 && response.status < 400 && redirects < MAX_HOPS) {
    const location = response.headers.get("Location") ?? "";
    const [next] = linksOf(`<a href="${location}">`, "html", origins);
    if (!next) break;
    redirects++;
    current = next;
    response = await call(current, { host });
  }
  const contentType = response.headers.get("Content-Type") ?? "";
  const body = contentType.includes("html") || contentType.includes("xml") ? await response.text() : "";
  if (!body) await response.body?.cancel();
  return {
    visit: { path, from, status: response.status, redirects } satisfies Visit,
    links: linksOf(body, contentType, origins),
  };
}

describe("crawling the site", () => {
  it("reaches every linked page of both brands without a 404 or a server error", async () => {
    const started = Date.now();
    const visits: Visit[] = [];
    let skippedGeo = 0;
    for (const { host, origins } of BRAND_HOSTS) {
      const geoServed = (await call("/senior-living/assisted-living/", { host })).status !== 404;
      const seen = new Set<string>(["/", "/robots.txt", "/sitemap.xml"]);
      const variants = new Map<string, number>();
      let frontier: { path: string; from: string }[] = [
        { path: "/", from: "(start)" },
        { path: "/sitemap.xml", from: "(robots.txt)" },
      ];
      while (frontier.length > 0) {
        const next: { path: string; from: string }[] = [];
        for (let start = 0; start < frontier.length; start += BATCH) {
          const results = await Promise.all(
            frontier.slice(start, start + BATCH).map((item) => visit(item.path, item.from, host, origins)),
          );
          for (const result of results) {
            visits.push(result.visit);
            for (const link of result.links) {
              if (seen.has(link)) continue;
              seen.add(link);
              if (SKIPPED.some((pattern) => pattern.test(link))) continue;
              if (!geoServed && GEO_PAGE.test(link)) {
                skippedGeo++;
                continue;
              }
              const page = link.split("?")[0] ?? link;
              if (link.includes("?")) {
                const count = variants.get(page) ?? 0;
                if (count >= VARIANTS_PER_PAGE) continue;
                variants.set(page, count + 1);
              }
              next.push({ path: link, from: result.visit.path });
            }
          }
        }
        frontier = next;
      }
    }
    const broken = visits.filter((item) => item.status === 404 || item.status >= 500);
    const redirects = visits.reduce((sum, item) => sum + item.redirects, 0);
    console.log(
      `crawled ${visits.length} pages on both brands in ${Math.round((Date.now() - started) / 1000)} s, ${redirects} redirects followed` +
        (skippedGeo > 0 ? `; ${skippedGeo} geo page links left out: this build serves no geo pages` : ""),
    );
    expect(broken.map((item) => `${item.status} ${item.path} (linked from ${item.from})`)).toEqual([]);
    expect(visits.length).toBeGreaterThanOrEqual(MINIMUM_PAGES);
  }, 180_000);
});
