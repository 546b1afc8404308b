/**
 * The provider page's search listing in the server HTML (spec reviews-and-provider-page §2, §3,
 * §4, §5): #provider-listing lists the other providers near this one, 6 a page, nearest first;
 * listing-page moves through them and a page past the last goes back to the first with a 302;
 * keyword changes the place and care-type the care type; the GET form works without script; the
 * map display; the empty state; and the page cache keeps each listing's address apart.
 */

import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sectionById } from "../support/html-sections.ts";
import { fixtureProviders, loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
function decode(text: string): string {
  return text.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

let visitorCount = 0;
/** A new visitor each time, so no answer is another visitor's cached one unless the key says so. */
function visitor(): Record<string, string> {
  visitorCount++;
  return { cf_anon_id: `listing-visitor-${String(visitorCount).padStart(4, "0")}-${crypto.randomUUID().slice(0, 8)}` };
}

async function page(path: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await call(path, { cookies: visitor() });
  return { status: response.status, html: await response.text(), location: response.headers.get("Location") };
}

/** The listing section's HTML. */
function listing(html: string): string {
  return sectionById(html, "provider-listing");
}

/** The provider ids of the listing's cards, in order. */
function cardIds(section: string): number[] {
  return [...section.matchAll(/<h3 id="provider-listing-card-(\d+)-title"/g)].map((match) => Number(match[1]));
}

function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 3958.7613 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const fixture = fixtureProviders();
const self = fixture.find((provider) => provider.id === 100) as (typeof fixture)[number];

/** The fixture's other listed providers of a care type within 30 miles of provider 100, nearest first. */
function expectedNear(careType: string, from: { latitude: number; longitude: number } = self): number[] {
  return fixture
    .filter((provider) => provider.id !== 100 && !provider.excluded && provider.careTypes.includes(careType))
    .map((provider) => ({ id: provider.id, distance: miles(from, provider) }))
    .filter((provider) => provider.distance <= 30)
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .map((provider) => provider.id);
}

describe("the provider page's listing", () => {
  it("lists 6 other assisted-living providers near Austin, nearest first, without the provider itself", async () => {
    const { status, html } = await page(PAGE);
    expect(status).toBe(200);
    const section = listing(html);
    expect(section).toContain('<h2 id="provider-listing-heading">Find other providers near Austin</h2>');
    const expected = expectedNear("assisted_living_facilities");
    expect(cardIds(section)).toEqual(expected.slice(0, 6));
    expect(cardIds(section)).not.toContain(100);
    expect(section).toContain(`Showing 1–6 of ${expected.length} Assisted Living providers`);
    // The cards say how far each one is, the list being ordered by it.
    expect(section).toMatch(/class="provider-card-distance">\d+\.\d miles away</);
  });

  it("shows the next 6 on listing-page 2, with page links that leave listing-page out for page 1", async () => {
    const expected = expectedNear("assisted_living_facilities");
    const { status, html } = await page(`${PAGE}?listing-page=2`);
    expect(status).toBe(200);
    const section = listing(html);
    expect(cardIds(section)).toEqual(expected.slice(6, 12));
    expect(section).toContain(`Showing 7–12 of ${expected.length} Assisted Living providers`);
    const links = [...section.matchAll(/<nav class="pagination" aria-label="Other providers pages">(.*?)<\/nav>/gs)];
    expect(links).toHaveLength(1);
    const pager = links[0]?.[1] ?? "";
    expect(decode(pager)).toContain(`href="${PAGE}#provider-listing" aria-label="Page 1"`);
    expect(decode(pager)).toContain(`href="${PAGE}?listing-page=3#provider-listing"`);
    expect(pager).toMatch(/aria-current="page" aria-label="Page 2"/);
  });

  it("sends a listing-page past the last back to the first page with a 302, the rest of the search kept", async () => {
    const pages = Math.ceil(expectedNear("assisted_living_facilities").length / 6);
    const past = await page(`${PAGE}?listing-page=${pages + 1}`);
    expect(past.status).toBe(302);
    expect(past.location).toBe(`${PAGE}#provider-listing`);
    const last = await page(`${PAGE}?listing-page=${pages}`);
    expect(last.status).toBe(200);

    const memoryCare = await page(`${PAGE}?care-type=memory-care-facilities&listing-page=5`);
    expect(memoryCare.status).toBe(302);
    expect(memoryCare.location).toBe(`${PAGE}?care-type=memory-care-facilities#provider-listing`);
  });

  it("searches near the place the keyword names instead", async () => {
    const { status, html } = await page(`${PAGE}?keyword=San+Antonio%2C+TX`);
    expect(status).toBe(200);
    const section = listing(html);
    expect(section).toContain("Find other providers near San Antonio, TX</h2>");
    const sanAntonio = { latitude: 29.42412, longitude: -98.49363 };
    const expected = fixture
      .filter((provider) => !provider.excluded && provider.careTypes.includes("assisted_living_facilities"))
      .map((provider) => ({ id: provider.id, distance: miles(sanAntonio, provider) }))
      .filter((provider) => provider.distance <= 30)
      .sort((a, b) => a.distance - b.distance || a.id - b.id)
      .map((provider) => provider.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(cardIds(section)).toEqual(expected.slice(0, 6));
    // The box shows what was searched.
    expect(decode(section)).toMatch(/name="keyword"[^>]*value="San Antonio, TX"/);
  });

  it("lists the chosen care type: memory care only", async () => {
    const { html } = await page(`${PAGE}?care-type=memory-care-facilities`);
    const section = listing(html);
    const expected = expectedNear("alzheimers_care_facilities");
    expect(cardIds(section)).toEqual(expected.slice(0, 6));
    expect(section).toContain(`of ${expected.length} Memory Care providers`);
    expect(section).toMatch(/<option value="memory-care-facilities" selected="">Memory Care<\/option>/);
  });

  it("treats values that mean nothing as the search page does: the page's care type and page 1", async () => {
    const plain = cardIds(listing((await page(PAGE)).html));
    for (const query of ["listing-page=two", "listing-page=0", "care-type=no-such-care", "display=globe"]) {
      const { status, html } = await page(`${PAGE}?${query}`);
      expect(status, query).toBe(200);
      expect(cardIds(listing(html)), query).toEqual(plain);
    }
    const long = await call(`${PAGE}?keyword=${"a".repeat(1_001)}`, { cookies: visitor() });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toContain("keyword");
  });

  it("says in words when no other provider of the type is listed near the place", async () => {
    const { status, html } = await page(`${PAGE}?care-type=hospices`);
    expect(status).toBe(200);
    const section = listing(html);
    expect(cardIds(section)).toEqual([]);
    expect(section).toContain("No other hospice providers listed near Austin yet.");

    const unknown = listing((await page(`${PAGE}?keyword=Nowhere+Place%2C+ZZ`)).html);
    expect(unknown).toContain("We could not find the place “Nowhere Place, ZZ”.");
  });

  it("is a GET form to the page itself without script: labelled place box and care types, landing on the list", async () => {
    const section = listing((await page(PAGE)).html);
    const form = /<form[^>]*class="search-form provider-listing-form"[^>]*>(.*?)<\/form>/s.exec(section);
    expect(form?.[0]).toContain(`action="${PAGE}#provider-listing"`);
    expect(form?.[0]).toContain('method="get"');
    const body = form?.[1] ?? "";
    expect(body).toMatch(/<label for="provider-listing-search-keyword">City, state or ZIP code<\/label>/);
    expect(body).toMatch(/<input id="provider-listing-search-keyword"[^>]* name="keyword" value=""\/>/);
    expect(body).toMatch(/<label for="provider-listing-search-care-type">Care type<\/label>/);
    expect(body).toMatch(/<select id="provider-listing-search-care-type" name="care-type">/);
    expect(body).toMatch(/<option value="assisted-living" selected="">Assisted Living<\/option>/);
    expect(body).toContain('<button type="submit" class="button button-primary search-form-submit">Search</button>');
    // The guided search's banner is in the listing.
    expect(section).toContain("Not sure what care you need?");
  });

  it("offers the same providers on the map: a Map link, and the map's state holds this page's providers", async () => {
    const listHtml = listing((await page(PAGE)).html);
    expect(decode(listHtml)).toContain(`<a href="${PAGE}?display=map#provider-listing">Map</a>`);
    const { status, html } = await page(`${PAGE}?display=map`);
    expect(status).toBe(200);
    const section = listing(html);
    expect(section).toContain('data-island="ProviderListingMap"');
    expect(decode(section)).toContain(`<a href="${PAGE}#provider-listing">List</a>`);
    const state = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    const seeded = JSON.parse(state || "{}") as { seed?: { searchResponse?: { results: { id: number }[] } } };
    expect(seeded.seed?.searchResponse?.results.map((result) => result.id)).toEqual(
      expectedNear("assisted_living_facilities").slice(0, 6),
    );
    // The list display carries no search state.
    expect(html.includes('"searchResponse"')).toBe(true);
    expect((await page(PAGE)).html.includes('"searchResponse"')).toBe(false);
  });

  it("keeps each listing's address apart in the page cache", async () => {
    const sanAntonio = `${PAGE}?keyword=San+Antonio%2C+TX`;
    // Asked until the keyword's page answers from the cache: its copy is stored under its own address.
    const deadline = performance.now() + 10_000;
    let cached: { cache: string | null; html: string } = { cache: null, html: "" };
    while (cached.cache !== "hit" && performance.now() < deadline) {
      const response = await call(sanAntonio, { cookies: visitor() });
      cached = { cache: response.headers.get("Carefind-Cache"), html: await response.text() };
    }
    expect(cached.cache).toBe("hit");
    expect(listing(cached.html)).toContain("Find other providers near San Antonio, TX</h2>");
    // The plain page is not that copy.
    const plain = await call(PAGE, { cookies: visitor() });
    const section = listing(await plain.text());
    expect(section).toContain("Find other providers near Austin</h2>");
    expect(cardIds(section)).toEqual(expectedNear("assisted_living_facilities").slice(0, 6));
  });
});
