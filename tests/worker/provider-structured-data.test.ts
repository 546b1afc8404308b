/**
 * What search engines read on a provider's page, as the Worker serves it: the JSON-LD in the
 * head, the breadcrumb trail, `noindex` on a thin page, and the canonical URL on the brand's
 * own host. Fixture provider 100 has no reviews and no other detail (a thin page); 101 has a
 * review and an enhanced listing.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonLdProblems, pageJsonLdBlocks } from "../support/json-ld.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

/** The assisted living hub on the main brand: the first crumb of every trail below. */
const ASSISTED_LIVING_HUB = "https://carefind.com/senior-living/assisted-living";

const THIN = "/assisted-living/texas/austin/fixture-provider-100/";
const FULL = "/assisted-living/texas/austin/fixture-provider-101/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function page(path: string, host?: string): Promise<string> {
  const response = await call(path, host ? { host } : {});
  expect(response.status).toBe(200);
  return response.text();
}

type Block = Record<string, unknown>;

function blocks(html: string): Block[] {
  return pageJsonLdBlocks(html).map((block) => {
    expect(jsonLdProblems(block)).toEqual([]);
    return JSON.parse(block) as Block;
  });
}

/** The provider's rating as D1 holds it: the average of its approved reviews, and their count. */
async function storedRating(id: number) {
  return env.DB.prepare("SELECT average_rating, review_count FROM providers WHERE id = ?")
    .bind(id)
    .first<{ average_rating: number; review_count: number }>();
}

describe("the provider page's structured data", () => {
  it("describes the business with its address, position, phone and real rating, then the trail", async () => {
    const [business, trail, ...others] = blocks(await page(FULL));
    expect(others).toEqual([]);
    const rating = await storedRating(101);
    expect(rating?.review_count).toBe(1);
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Fixture Provider 101",
      url: `https://carefind.com${FULL}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: "101 Test Lane",
        addressLocality: "Austin",
        addressRegion: "TX",
        postalCode: "78701",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates" },
      telephone: "+15125550100",
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: (Math.floor((rating?.average_rating ?? 0) * 10) / 10).toFixed(1),
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const geo = business?.geo as { latitude: number; longitude: number };
    expect(geo.latitude).toBeCloseTo(30.26715 - 1.5 * 0.03, 5);
    expect(geo.longitude).toBeCloseTo(-97.74306 - 2 * 0.035, 5);
    expect(trail).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Assisted Living", item: `${ASSISTED_LIVING_HUB}/` },
        { "@type": "ListItem", position: 2, name: "Texas", item: `${ASSISTED_LIVING_HUB}/texas/` },
        { "@type": "ListItem", position: 3, name: "Austin", item: `${ASSISTED_LIVING_HUB}/texas/austin/` },
        { "@type": "ListItem", position: 4, name: "Fixture Provider 101", item: `https://carefind.com${FULL}` },
      ],
    });
  });

  it("gives a provider without approved reviews no rating (a pending review does not count)", async () => {
    const [business] = blocks(await page(THIN));
    expect(business?.name).toBe("Fixture Provider 100");
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business).not.toHaveProperty("image");
  });
});

describe("the provider page's breadcrumb trail", () => {
  it("links care type, state and city to their pages, and marks the provider as the current page", async () => {
    const html = await page(FULL);
    const trail = /<nav aria-label="Breadcrumb" class="breadcrumbs">(.*?)<\/nav>/s.exec(html)?.[1];
    expect(trail).toBe(
      '<ol><li><a href="/senior-living/assisted-living/">Assisted Living</a></li>' +
        '<li><a href="/senior-living/assisted-living/texas/">Texas</a></li>' +
        '<li><a href="/senior-living/assisted-living/texas/austin/">Austin</a></li>' +
        '<li><span aria-current="page">Fixture Provider 101</span></li></ol>',
    );
  });

  it("links a state and a city page that answer", async () => {
    for (const path of ["/senior-living/assisted-living/texas/", "/senior-living/assisted-living/texas/austin/"]) {
      expect((await call(path)).status, path).toBe(200);
    }
  });
});

describe("the provider page for search engines", () => {
  it("keeps a thin page out of the index, and not a page with detail", async () => {
    expect(await page(THIN)).toContain('<meta name="robots" content="noindex"/>');
    expect(await page(FULL)).not.toContain('name="robots"');
  });

  it.each([
    ["localhost", "https://carefind.com"],
    ["www.carefind.com", "https://carefind.com"],
    ["seniorhousing.localhost", "https://seniorhousing.com"],
    ["www.seniorhousing.com", "https://seniorhousing.com"],
  ])("names the page on the brand's own host when asked on %s", async (host, origin) => {
    const html = await page(FULL, host);
    expect(html).toContain(`<link rel="canonical" href="${origin}${FULL}"/>`);
    const [business, trail] = blocks(html);
    expect(business?.url).toBe(`${origin}${FULL}`);
    expect(JSON.stringify(trail)).toContain(`"item":"${origin}${FULL}"`);
  });

  it("names the page on the host asked, over https, for a host of no brand", async () => {
    const html = await page(FULL, "carefind.example");
    expect(html).toContain(`<link rel="canonical" href="https://carefind.example${FULL}"/>`);
  });
});
