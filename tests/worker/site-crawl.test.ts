/**
 * The whole site, as a crawler meets it: from '/' on both brands, every internal link (a href,
 * link rel=canonical, and the sitemaps' locs) followed breadth-first, redirects followed and
 * counted. No page reached may answer 404 or a 5xx. The operator API and the pages a token or
 * a sent form opens are left out, and a page's query variants after the first two; so are the
 * geo pages while a build serves none (their hub answers 404), which the run prints.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
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

/**
 * Providers in two more states (Austin, MN and Albany, NY), so the crawl walks the geo pages of
 * three states from the hubs' state lists down to provider pages.
 */
async function loadOtherStates(db: D1Database): Promise<void> {
  const lines = [
    `INSERT OR IGNORE INTO counties (id, fips, name, state_code, url_name, name_key, latitude, longitude) VALUES (60, '36001', 'Albany County', 'NY', 'albany-county', 'albany', 42.6, -73.97)`,
    `INSERT OR IGNORE INTO cities (id, name, state_code, county_id, url_name, name_key, population, latitude, longitude) VALUES (60, 'Albany', 'NY', 60, 'albany', 'albany', 99224, 42.65258, -73.75623)`,
  ];
  const places = [
    { id: 900, cityId: 3, city: "Austin", county: 3, state: "MN", zip: "55912", lat: 43.6666, lng: -92.9746 },
    { id: 901, cityId: 3, city: "Austin", county: 3, state: "MN", zip: "55912", lat: 43.6706, lng: -92.9778 },
    { id: 902, cityId: 60, city: "Albany", county: 60, state: "NY", zip: "12207", lat: 42.6526, lng: -73.7562 },
    { id: 903, cityId: 60, city: "Albany", county: 60, state: "NY", zip: "12207", lat: 42.6601, lng: -73.7701 },
  ];
  for (const place of places) {
    const address = `${place.id} Elm Street, ${place.city}, ${place.state} ${place.zip}`;
    lines.push(
      `INSERT OR IGNORE INTO providers (id, source, name, slug, primary_care_type_id, street, city_id, city_name, county_id, state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed, enhanced_listing, claimed, search_excluded) VALUES (${place.id}, 'demo', 'Elm Street Residence ${place.id}', 'elm-street-residence-${place.id}', 'assisted_living_facilities', '${place.id} Elm Street', ${place.cityId}, '${place.city}', ${place.county}, '${place.state}', '${place.zip}', '${address}', ${place.lat}, ${place.lng}, '(507) 555-0100', 'A residence.', '[]', 1, 0, 0, 0)`,
      `INSERT OR IGNORE INTO provider_services (id, provider_id, care_type_id, legacy_resource_id, starting_price_cents) VALUES (${place.id * 10}, ${place.id}, 'assisted_living_facilities', 'lr-${place.id}', ${400_000 + place.id * 100})`,
    );
  }
  await db.batch(lines.map((sql) => db.prepare(sql)));
  await recomputeAggregates(db);
}

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await loadOtherStates(env.DB);
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
    // Every menu link, the geo pages of three states down to their providers, and content pages.
    const reached = new Set(visits.filter((item) => item.status === 200).map((item) => item.path));
    for (const path of [
      "/senior-living/assisted-living/",
      "/senior-care/in-home-care/",
      "/about/reviews_faq/",
      "/resources/assisted-living/",
      "/senior-living/assisted-living/texas/",
      "/senior-living/assisted-living/texas/austin/",
      "/senior-living/assisted-living/texas/travis-county/",
      "/senior-living/assisted-living/minnesota/",
      "/senior-living/assisted-living/minnesota/austin/",
      "/senior-living/assisted-living/new-york/",
      "/senior-living/assisted-living/new-york/albany/",
      "/assisted-living/minnesota/austin/elm-street-residence-900/",
      "/assisted-living/new-york/albany/elm-street-residence-902/",
    ]) {
      expect(reached, path).toContain(path);
    }
  }, 180_000);
});
