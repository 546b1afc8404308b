import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

function pageState(html: string): { seed: Record<string, unknown> } {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("the search results page", () => {
  it("renders the results from the URL, readable without JavaScript", async () => {
    const response = await call("/local/search/?keyword=Austin%2C+TX&careType=assisted-living");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="search-page-heading">Assisted Living near Austin, TX</h1>');
    expect(html).toMatch(/<h2 id="results-count" class="results-count" aria-live="polite">32 Results<\/h2>/);
    expect(html.match(/class="provider-card"/g)).toHaveLength(20);
    // The block after the first six results: the advisor line on page 1.
    expect(html).toContain("Not sure where to start?");
    // Real page links, page 1 without the parameter.
    expect(html).toContain('href="/local/search/?keyword=Austin%2C+TX&amp;careType=assisted-living&amp;page=2"');
    expect(html).toContain('aria-current="page"');
    // Prices stay out of the page until the visitor asks.
    expect(html).not.toMatch(/Starting at \$\d/);
    expect(html).toContain("Starting at $X,XXX/month");
    const seed = pageState(html).seed;
    expect(seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=assisted-living");
    expect((seed.searchResponse as { totalItems: number }).totalItems).toBe(32);
    // The results the islands are seeded with carry their card, map pin and analytics fields only.
    const results = (seed.searchResponse as { results: Record<string, unknown>[] }).results;
    expect(results).toHaveLength(20);
    for (const result of results) {
      expect(Object.keys(result.address as object).sort()).toEqual([
        "city",
        "formattedAddress",
        "latitude",
        "longitude",
        "state",
      ]);
      expect(result).toHaveProperty("legacyId");
      expect(result).not.toHaveProperty("isIndexed");
      expect(String(result.description).length).toBeLessThanOrEqual(141);
      expect(JSON.stringify(result)).not.toMatch(/"(license|amenityName|legacyResourceId|zipCode)"/);
    }
  });

  it("shows prices to a visitor who has asked, and the second page with the other block", async () => {
    const html = await (
      await call("/local/search/?keyword=Austin%2C+TX&page=2", { cookies: await signedInquiryCookies() })
    ).text();
    expect(html).toMatch(/Starting at \$\d/);
    expect(html).toContain("Questions to ask on a tour");
    expect(html.match(/class="provider-card"/g)).toHaveLength(12);
  });

  it("offers the results as a map picture without JavaScript: the page's query, and a list numbered as the pins", async () => {
    const html = await (await call("/local/search/?keyword=Austin%2C+TX&careType=assisted-living&page=2")).text();
    const map = /<details class="static-map">.*?<\/details>/s.exec(html)?.[0] ?? "";
    expect(map).toContain("Show Map");
    expect(map).toContain(
      '<source media="(max-width: 599px)" srcSet="/map/static.svg?keyword=Austin%2C+TX&amp;careType=assisted-living&amp;page=2&amp;size=narrow"',
    );
    expect(map).toMatch(
      /<img class="static-map-image" src="\/map\/static\.svg\?keyword=Austin%2C\+TX&amp;careType=assisted-living&amp;page=2&amp;size=wide" width="640" height="400" alt="Map of 12 assisted living results near Austin, TX" loading="lazy"\/>/,
    );
    const numbers = [...map.matchAll(/<li value="(\d+)"><a href="\/[^"]+">[^<]+<\/a><\/li>/g)].map((match) =>
      Number(match[1]),
    );
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => 21 + index));
    expect(map).toContain("Map data: U.S. Census Bureau, GeoNames (CC BY 4.0)");
    // Nothing to show: no disclosure.
    expect(await (await call("/local/search/?keyword=Atlantis")).text()).not.toContain('class="static-map"');
  });

  it("says so when there is no input, and when nothing matches, with the advisor line and hours", async () => {
    const empty = await (await call("/local/search/")).text();
    expect(empty).toContain("No Results");
    expect(empty).toContain("Please change your filters to produce results");
    const none = await (await call("/local/search/?keyword=Austin%2C+TX&languages=korean")).text();
    expect(none).toContain("There aren&#x27;t any providers that match your preferences.");
    expect(none).toContain("tel:+18005550142");
    expect(none).toContain("Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time");
    const unknown = await (await call("/local/search/?keyword=Atlantis")).text();
    expect(unknown).toContain("There aren&#x27;t any providers");
  });

  it("sends a page past the last back to page 1", async () => {
    const response = await call("/local/search/?keyword=Austin%2C+TX&page=9");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/local/search/?keyword=Austin%2C+TX&careType=assisted-living");
  });

  it("reads the shared listing parameters care-type and listing-page as careType and page", async () => {
    const byCareType = await (
      await call("/local/search/?keyword=Austin%2C+TX&care-type=memory-care-facilities")
    ).text();
    expect(pageState(byCareType).seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=memory-care-facilities");
    expect(byCareType).toContain('<h1 class="search-page-heading">Memory Care near Austin, TX</h1>');
    const byPage = await (await call("/local/search/?keyword=Austin%2C+TX&listing-page=2")).text();
    expect(pageState(byPage).seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=assisted-living&page=2");
    expect(byPage.match(/class="provider-card"/g)).toHaveLength(12);
    // The page's own names win over the shared ones when both are sent.
    const both = await (
      await call("/local/search/?keyword=Austin%2C+TX&careType=nursing-homes&care-type=in-home-care")
    ).text();
    expect(pageState(both).seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=nursing-homes");
  });

  it("reads filters sent by a plain GET form, repeated or comma-separated", async () => {
    const repeated = await (
      await call("/local/search/?keyword=Austin%2C+TX&lifestyle=pet-friendly&languages=spanish&languages=english")
    ).text();
    const joined = await (
      await call("/local/search/?keyword=Austin%2C+TX&lifestyle=pet-friendly&languages=spanish,english")
    ).text();
    const count = (html: string) => /(\d+) Results?<\/h2>/.exec(html)?.[1];
    expect(count(repeated)).toBe(count(joined));
    expect(pageState(repeated).seed.searchQuery).toBe(
      "keyword=Austin%2C+TX&careType=assisted-living&languages=english%2Cspanish&lifestyle=pet-friendly",
    );
  });

  it("falls back to the defaults for values it cannot use, and refuses an absurdly long one naming it", async () => {
    const odd = await call("/local/search/?keyword=Austin%2C+TX&page=abc&sortBy=cheapest&distance=-5&price=4,1");
    expect(odd.status).toBe(200);
    expect(pageState(await odd.text()).seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=assisted-living");

    const long = await call(`/local/search/?keyword=${"a".repeat(1_001)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/^Invalid query: keyword: /);
  });

  it("keeps each card's action a link to its provider's costs without JavaScript, and marks what needs a script", async () => {
    const html = await (await call("/local/search/?keyword=Austin%2C+TX&careType=assisted-living")).text();
    const cards = html.split('<article class="provider-card"').slice(1);
    expect(cards).toHaveLength(20);
    const actions = new Set<string>();
    let carousels = 0;
    for (const card of cards) {
      const id = /aria-labelledby="results-card-(\d+)-title"/.exec(card)?.[1];
      const url = /class="provider-card-title"><a href="([^"]+)"/.exec(card)?.[1];
      // The card's action: a button opening the form (needs the page's script), and the same words as
      // a link to the provider page's costs form, shown only without a script (ui/styles/forms.css).
      const action =
        /<button type="button" class="button button-primary needs-script" aria-haspopup="dialog">(Get Pricing|Request Info)<\/button><a class="button button-primary no-script-only" href="([^"]+)">([^<]+)<\/a>/.exec(
          card,
        );
      expect(action, `card ${id}`).not.toBeNull();
      expect(action?.[2], `card ${id}`).toBe(`${url}#provider-costs-${id}`);
      expect(action?.[3], `card ${id}`).toBe(action?.[1]);
      actions.add(action?.[1] ?? "");
      // The heart and the photo buttons work only with a script: marked so, they hide without one.
      expect(card).toContain('<button type="button" class="save-heart needs-script"');
      const photoButtons = card.match(/<button type="button" class="carousel-button[^"]*"/g) ?? [];
      for (const button of photoButtons) expect(button).toContain("needs-script");
      carousels += photoButtons.length > 0 ? 1 : 0;
    }
    expect(carousels).toBeGreaterThan(0);
    // Cards with their prices hidden ask for them; the others ask for information.
    expect([...actions].sort()).toEqual(["Get Pricing", "Request Info"]);
  });

  it("answers on the second brand's path there, and redirects the other path", async () => {
    const second = await call("/search/?keyword=Austin%2C+TX", { host: "seniorhousing.localhost" });
    expect(second.status).toBe(200);
    const redirected = await call("/local/search/?keyword=Austin", { host: "seniorhousing.localhost" });
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get("Location")).toBe("/search/?keyword=Austin");
  });

  it("redirects the path without its trailing slash to the brand's search page, keeping the query", async () => {
    for (const [host, path, target] of [
      ["localhost", "/local/search?keyword=Austin", "/local/search/?keyword=Austin"],
      ["localhost", "/search", "/local/search/"],
      ["seniorhousing.localhost", "/search?keyword=Austin", "/search/?keyword=Austin"],
      ["seniorhousing.localhost", "/local/search", "/search/"],
    ] as const) {
      const response = await call(path, { host });
      expect(response.status, `${host}${path}`).toBe(301);
      expect(response.headers.get("Location"), `${host}${path}`).toBe(target);
    }
  });
});
