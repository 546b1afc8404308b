/**
 * The XML sitemaps, robots.txt, the HTML site maps and GET /v1/site-map/{key}: the index names
 * its child files on the brand's own origin, the children list the pages (and only the provider
 * pages search engines may index), a long family splits at the limit, robots.txt per brand, the
 * site-map page's exact heading and its provider links in columns.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { SITEMAP_MAX_BYTES } from "../../domain/sitemaps/sitemap-xml.ts";
import { escapeXml } from "../../domain/xml-text.ts";
import { sitemapFileEntries, sitemapIndexEntries } from "../../worker/sitemaps/sitemap-files.ts";
import { geoPagesWithProviders, indexableProviderPages } from "../../worker/sitemaps/sitemap-queries.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const SECOND_BRAND = "seniorhousing.localhost";
const MAIN_ORIGIN = "https://carefind.com";
const SECOND_ORIGIN = "https://seniorhousing.com";

/** Fixture providers without reviews, enhanced listing or other detail: thin pages, noindex. */
const THIN = [100, 112, 118, 124, 130];
/** Left out of the index by an operator. */
const HIDDEN = 101;
/** The home-care providers: senior care, which the second brand does not list. */
const HOME_CARE = [109, 119, 129, 139];

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.prepare("UPDATE providers SET is_indexed = 0 WHERE id = ?1").bind(HIDDEN).run();
});

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

function providerIdsIn(urls: readonly string[]): number[] {
  return urls
    .map((url) => /fixture-provider-(\d+)\/$/.exec(url)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

async function xml(path: string, host?: string): Promise<string> {
  const response = await call(path, host ? { host } : {});
  expect(response.status, path).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=UTF-8");
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  return response.text();
}

describe("the sitemap index", () => {
  it("names the child sitemaps on each brand's own origin", async () => {
    const index = await xml("/sitemap.xml");
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([
      `${MAIN_ORIGIN}/sitemaps/providers-1.xml`,
      `${MAIN_ORIGIN}/sitemaps/geo-1.xml`,
      `${MAIN_ORIGIN}/sitemaps/pages.xml`,
    ]);
    expect(locs(await xml("/sitemap.xml", SECOND_BRAND))).toEqual([
      `${SECOND_ORIGIN}/sitemaps/providers-1.xml`,
      `${SECOND_ORIGIN}/sitemaps/geo-1.xml`,
      `${SECOND_ORIGIN}/sitemaps/pages.xml`,
    ]);
  });

  it("answers 404 for a child file that does not exist", async () => {
    for (const path of ["/sitemaps/providers-2.xml", "/sitemaps/providers-0.xml", "/sitemaps/other.xml"]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});

describe("the provider sitemap", () => {
  it("lists the indexable provider pages only, with their last change", async () => {
    const body = await xml("/sitemaps/providers-1.xml");
    const urls = locs(body).filter((url) => !url.startsWith(`${MAIN_ORIGIN}/es/`));
    const expected = Array.from({ length: 40 }, (_, index) => 100 + index).filter(
      (id) => !THIN.includes(id) && id !== HIDDEN,
    );
    expect(providerIdsIn(urls)).toEqual(expected);
    expect(urls).toContain(`${MAIN_ORIGIN}/assisted-living/texas/austin/fixture-provider-102/`);
    expect(urls).toContain(`${MAIN_ORIGIN}/in-home-care/texas/austin/fixture-provider-109/`);
    expect(body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/lastmod>/);
  });

  it("lists each page in English and in Spanish, each entry naming both and x-default", async () => {
    const body = await xml("/sitemaps/providers-1.xml");
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const english = `${MAIN_ORIGIN}/assisted-living/texas/austin/fixture-provider-102/`;
    const spanish = `${MAIN_ORIGIN}/es/vivienda-asistida/texas/austin/fixture-provider-102/`;
    const links = [
      `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
    ].join("");
    for (const loc of [english, spanish])
      expect(body).toMatch(new RegExp(`<url><loc>${loc}</loc><lastmod>[^<]+</lastmod>${links}</url>`));
    const geo = await xml("/sitemaps/geo-1.xml");
    expect(locs(geo)).toContain(`${MAIN_ORIGIN}/es/vivienda-para-mayores/vivienda-asistida/texas/austin/`);
    // The page's own alternates name the same two addresses.
    const page = await (await call("/es/vivienda-asistida/texas/austin/fixture-provider-102/")).text();
    expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${english}"/>`);
  });

  it("leaves out what a provider page marks noindex", async () => {
    const urls = locs(await xml("/sitemaps/providers-1.xml"));
    for (const id of [...THIN, HIDDEN]) {
      const path = urls.find((url) => url.endsWith(`/fixture-provider-${id}/`));
      expect(path, `provider ${id}`).toBeUndefined();
    }
    // The page itself agrees: a thin provider's page says noindex.
    const thin = await (await call("/assisted-living/texas/austin/fixture-provider-100/")).text();
    expect(thin).toContain('<meta name="robots" content="noindex"/>');
    const listed = await (await call("/assisted-living/texas/austin/fixture-provider-102/")).text();
    expect(listed).not.toContain('content="noindex"');
  });

  it("reads the provider pages in bounded reads by id, with the same pages as one read", async () => {
    const rollUps = BRANDS.seniorhousing.searchRollUps;
    const inOneRead = await indexableProviderPages(env.DB, rollUps, 1_000_000);
    expect(inOneRead.length).toBeGreaterThan(6);
    expect(await indexableProviderPages(env.DB, rollUps, 3)).toEqual(inOneRead);
  });

  it("gathers the geo pages in bounded reads by id, with the same places as one read", async () => {
    const careTypes = ["assisted_living_facilities", "alzheimers_care_facilities", "homecare_agencies"];
    const inOneRead = await geoPagesWithProviders(env.DB, careTypes, 1_000_000);
    expect(inOneRead.filter((row) => row.placeUrlName === null).length).toBeGreaterThan(0);
    expect(inOneRead.filter((row) => row.placeUrlName !== null).length).toBeGreaterThan(2);
    expect(await geoPagesWithProviders(env.DB, careTypes, 2)).toEqual(inOneRead);
  });

  it("lists on the second brand every kind of provider its search lists, home care among them", async () => {
    const ids = providerIdsIn(locs(await xml("/sitemaps/providers-1.xml", SECOND_BRAND)));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of HOME_CARE) expect(ids).toContain(id);
  });
});

describe("splitting at the limit", () => {
  const brand = BRANDS.carefind;

  it("splits a family into numbered files of at most the limit's URLs", async () => {
    const limits = { maxUrls: 10, maxBytes: SITEMAP_MAX_BYTES };
    const index = await sitemapIndexEntries(env.DB, brand, MAIN_ORIGIN, limits);
    const providerFiles = index.filter((entry) => entry.loc.includes("/sitemaps/providers-"));
    // 40 providers, 6 of them noindex: 34 pages in two languages, in files of 10 and a last of 8.
    const numbers = [1, 2, 3, 4, 5, 6, 7];
    expect(providerFiles.map((entry) => entry.loc)).toEqual(
      numbers.map((n) => `${MAIN_ORIGIN}/sitemaps/providers-${n}.xml`),
    );
    const sizes = await Promise.all(
      numbers.map(
        async (n) => (await sitemapFileEntries(env.DB, brand, MAIN_ORIGIN, `providers-${n}.xml`, limits))?.length,
      ),
    );
    expect(sizes).toEqual([10, 10, 10, 10, 10, 10, 8]);
    expect(await sitemapFileEntries(env.DB, brand, MAIN_ORIGIN, "providers-8.xml", limits)).toBeNull();
    // Every page once, in the same order as the one-file sitemap.
    const whole = await sitemapFileEntries(env.DB, brand, MAIN_ORIGIN, "providers-1.xml");
    const parts = await Promise.all(
      numbers.map((n) => sitemapFileEntries(env.DB, brand, MAIN_ORIGIN, `providers-${n}.xml`, limits)),
    );
    expect(parts.flatMap((part) => part ?? [])).toEqual(whole);
  });

  it("splits by size too", async () => {
    const limits = { maxUrls: 50_000, maxBytes: 2_000 };
    const index = await sitemapIndexEntries(env.DB, brand, MAIN_ORIGIN, limits);
    const files = index.filter((entry) => entry.loc.includes("/sitemaps/providers-")).length;
    expect(files).toBeGreaterThan(1);
    for (let n = 1; n <= files; n++) {
      const entries = await sitemapFileEntries(env.DB, brand, MAIN_ORIGIN, `providers-${n}.xml`, limits);
      const { urlsetXml } = await import("../../domain/sitemaps/sitemap-xml.ts");
      expect(new TextEncoder().encode(urlsetXml(entries ?? [])).length).toBeLessThanOrEqual(2_000);
    }
  });
});

describe("the geo sitemap", () => {
  it("lists the care-type hubs and the canonical state, city and county pages with providers", async () => {
    const urls = locs(await xml("/sitemaps/geo-1.xml"));
    for (const path of [
      "/senior-living/assisted-living/",
      "/senior-living/assisted-living/texas/",
      "/senior-living/assisted-living/texas/austin/",
      "/senior-living/assisted-living/texas/round-rock/",
      "/senior-living/assisted-living/texas/san-antonio/",
      "/senior-living/assisted-living/texas/travis-county/",
      "/senior-living/memory-care-facilities/texas/austin/",
      "/senior-care/in-home-care/",
      "/senior-care/in-home-care/texas/austin/",
    ]) {
      expect(urls, path).toContain(`${MAIN_ORIGIN}${path}`);
    }
    // No providers there: no page.
    expect(urls).not.toContain(`${MAIN_ORIGIN}/senior-living/assisted-living/minnesota/`);
    expect(urls).not.toContain(`${MAIN_ORIGIN}/senior-living/nursing-homes/`);
    expect(urls).not.toContain(`${MAIN_ORIGIN}/senior-living/assisted-living/texas/aurora/`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists on the second brand both roll-ups, on its own host", async () => {
    const urls = locs(await xml("/sitemaps/geo-1.xml", SECOND_BRAND));
    expect(urls).toContain(`${SECOND_ORIGIN}/senior-living/assisted-living/texas/austin/`);
    expect(urls).toContain(`${SECOND_ORIGIN}/senior-care/in-home-care/texas/austin/`);
  });
});

describe("the pages sitemap", () => {
  it("lists the home page, the award pages and the site map", async () => {
    const urls = locs(await xml("/sitemaps/pages.xml"));
    for (const path of ["/", "/bestseniorliving/", "/partners/get-listed/", "/reviews/guidelines/", "/site-map/"]) {
      expect(urls).toContain(`${MAIN_ORIGIN}${path}`);
    }
  });

  it("adds the content pages, escaped, once they exist", async () => {
    await env.DB.exec(
      "CREATE TABLE IF NOT EXISTS content_pages (path TEXT PRIMARY KEY, kind TEXT NOT NULL, document TEXT NOT NULL)",
    );
    await env.DB.prepare(
      "INSERT INTO content_pages (path, kind, document) VALUES (?1, 'page', '{}'), (?2, 'fragment', '{}')",
    )
      .bind("/resources/costs-&-'options'/", "/fragments/footer-links/")
      .run();
    const body = await xml("/sitemaps/pages.xml");
    expect(body).toContain(`<loc>${MAIN_ORIGIN}/resources/costs-&amp;-&apos;options&apos;/</loc>`);
    expect(body).not.toContain("/fragments/");
    await env.DB.exec(
      "DELETE FROM content_pages WHERE path LIKE '/resources/costs-%' OR path = '/fragments/footer-links/'",
    );
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`a&b<c>d'e"f`)).toBe("a&amp;b&lt;c&gt;d&apos;e&quot;f");
  });
});

describe("robots.txt", () => {
  it("lets the main brand be crawled except the API, operator and private pages, and names its sitemap", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const line of [
      "User-agent: *",
      "Disallow: /api/",
      "Disallow: /admin/",
      "Disallow: /v1/",
      "Disallow: /saved",
    ]) {
      expect(text).toContain(`${line}\n`);
    }
    expect(text).toContain("Disallow: /thank-you/\n");
    expect(text).toContain("Disallow: /reviews/respond/\n");
    expect(text).toContain(`Sitemap: ${MAIN_ORIGIN}/sitemap.xml\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("names the second brand's own sitemap", async () => {
    const text = await (await call("/robots.txt", { host: SECOND_BRAND })).text();
    expect(text).toContain(`Sitemap: ${SECOND_ORIGIN}/sitemap.xml\n`);
  });

  it("keeps crawlers off any other host", async () => {
    const text = await (await call("/robots.txt", { host: "preview.example.net" })).text();
    expect(text).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("the site-map pages", () => {
  it("heads a place's site map exactly as the spec writes it and links its providers in columns, by name", async () => {
    const response = await call("/site-map/assisted-living/texas/austin/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Assisted Living in Austin, TX - Carefind Site Map</h1>");
    expect(html).toContain(`<link rel="canonical" href="${MAIN_ORIGIN}/site-map/assisted-living/texas/austin/"/>`);
    const list = /<ul class="site-map-columns" aria-label="Providers">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    const links = [...list.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);
    // Austin's assisted living: providers 100-129 but the home-care ones and the one search excludes.
    expect(links).toHaveLength(26);
    expect(links[0]).toEqual(["/assisted-living/texas/austin/fixture-provider-100/", "Fixture Provider 100"]);
    const names = links.map(([, name]) => name ?? "");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain("Fixture Provider 109");
    expect(names).not.toContain("Fixture Provider 112");
  });

  it("serves a county the same way and the brand's own name", async () => {
    const html = await (
      await call("/site-map/memory-care-facilities/texas/travis-county/", { host: SECOND_BRAND })
    ).text();
    expect(html).toContain("<h1>Memory Care in Travis County, TX - SeniorHousing Site Map</h1>");
  });

  it("lists a state's cities and counties with links to their site maps and geo pages", async () => {
    const response = await call("/site-map/assisted-living/texas/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Assisted Living in Texas - Carefind Site Map</h1>");
    expect(html).toContain('href="/site-map/assisted-living/texas/round-rock/"');
    expect(html).toContain('href="/senior-living/assisted-living/texas/round-rock/"');
    expect(html).toContain('href="/site-map/assisted-living/texas/bexar-county/"');
    expect(html).not.toContain("/texas/aurora/");
  });

  it("lists the care types and their states on the index", async () => {
    const html = await (await call("/site-map/")).text();
    expect(html).toContain("<h1>Carefind Site Map</h1>");
    expect(html).toContain('href="/site-map/assisted-living/texas/"');
    expect(html).toContain('href="/site-map/in-home-care/texas/"');
    const second = await (await call("/site-map/", { host: SECOND_BRAND })).text();
    expect(second).toContain('href="/site-map/in-home-care/texas/"');
  });

  it("redirects an address without its trailing slash", async () => {
    for (const [from, to] of [
      ["/site-map", "/site-map/"],
      ["/site-map/assisted-living/texas", "/site-map/assisted-living/texas/"],
      ["/site-map/assisted-living/texas/austin", "/site-map/assisted-living/texas/austin/"],
    ]) {
      const response = await call(from ?? "");
      expect(response.status, from).toBe(301);
      expect(response.headers.get("Location")).toBe(to);
    }
  });

  it("answers 404 for an unknown care type, state or place, or one without providers", async () => {
    for (const path of [
      "/site-map/not-a-care-type/texas/austin/",
      "/site-map/assisted-living/atlantis/austin/",
      "/site-map/assisted-living/texas/nowhere/",
      "/site-map/assisted-living/texas/aurora/",
      "/site-map/nursing-homes/texas/",
      "/site-map/Assisted_Living/texas",
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});

describe("GET /v1/site-map/{key}", () => {
  it("answers a place's site map as JSON", async () => {
    const response = await call("/v1/site-map/assisted-living--texas--round-rock");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      title: string;
      careType: { slug: string; label: string };
      place: { kind: string; name: string; state: { code: string }; path: string; geoPath: string };
      providers: { id: number; name: string; url: string }[];
    };
    expect(body.title).toBe("Assisted Living in Round Rock, TX - Carefind Site Map");
    expect(body.careType).toEqual({ slug: "assisted-living", label: "Assisted Living" });
    expect(body.place).toMatchObject({
      kind: "city",
      name: "Round Rock",
      state: { code: "TX" },
      path: "/site-map/assisted-living/texas/round-rock/",
      geoPath: "/senior-living/assisted-living/texas/round-rock/",
    });
    expect(body.providers.map((provider) => provider.id)).toEqual([130, 131, 132, 133, 134, 135]);
    expect(body.providers[0]).toEqual({
      id: 130,
      name: "Fixture Provider 130",
      url: "/assisted-living/texas/round-rock/fixture-provider-130/",
    });
  });

  it("answers 400 naming the key when it is malformed", async () => {
    for (const key of [
      "assisted-living",
      "assisted-living--texas",
      "a--b--c--d",
      "Assisted--texas--austin",
      "%3Cb%3E--x--y",
    ]) {
      const response = await call(`/v1/site-map/${key}`);
      expect(response.status, key).toBe(400);
      const body = (await response.json()) as { error: string };
      expect(body.error).toMatch(/^Invalid param: key:/);
    }
  });

  it("answers 404 as JSON for an unknown key", async () => {
    const response = await call("/v1/site-map/assisted-living--texas--nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No site map for that key" });
  });
});
