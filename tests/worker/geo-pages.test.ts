/**
 * The geo pages and their APIs as the Worker serves them, on the directory fixture (Texas around
 * Austin) plus a dozen one-provider towns in New York for the show-more list: state, county and
 * city pages with the real count and price range, the short forms and slash-less forms that
 * redirect, the 404s, an empty place, the trail and the structured data, paging, and the JSON.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDollars } from "../../domain/money.ts";
import { geoPlaceFamily } from "../../kv-schemas/geo-place.ts";
import { forgetAllRemembered } from "../../worker/cache/kv-memory.ts";
import { islandProps } from "../support/island-props.ts";
import { jsonLdProblems, pageJsonLdBlocks } from "../support/json-ld.ts";
import { FIXTURE_AMENITIES, fixtureProviders, loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

const STATE = "/senior-living/assisted-living/texas/";
const COUNTY = "/senior-living/assisted-living/texas/travis-county/";
const CITY = "/senior-living/assisted-living/texas/austin/";
const EMPTY = "/senior-living/assisted-living/texas/aurora/";
const NY_TOWNS = 12;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const present = await env.DB.prepare("SELECT count(*) AS n FROM providers WHERE id >= 900").first<{ n: number }>();
  if ((present?.n ?? 0) > 0) return;
  const lines: string[] = [];
  for (let index = 0; index < NY_TOWNS; index++) {
    const cityId = 900 + index;
    lines.push(
      `INSERT INTO cities (id, name, state_code, url_name, name_key, population, latitude, longitude) VALUES (${cityId}, 'Town ${index}', 'NY', 'town-${index}', 'town ${index}', ${1000 + index}, ${42 + index * 0.05}, -75);`,
      `INSERT INTO providers (id, source, name, slug, primary_care_type_id, city_id, city_name, state_code, formatted_address, latitude, longitude) VALUES (${cityId}, 'demo', 'Town Home ${index}', 'town-home-${index}', 'assisted_living_facilities', ${cityId}, 'Town ${index}', 'NY', 'Town ${index}, NY', ${42 + index * 0.05}, -75);`,
      `INSERT INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (${cityId}, 'assisted_living_facilities', 300000);`,
    );
  }
  await env.DB.exec(lines.join("\n"));
});

/** The fixture's assisted-living providers that search lists, in the cities given. */
function assistedLiving(cityIds: number[]) {
  return fixtureProviders().filter(
    (provider) =>
      cityIds.includes(provider.cityId) &&
      !provider.excluded &&
      provider.careTypes.includes("assisted_living_facilities"),
  );
}

function rangeText(cityIds: number[]): string {
  const prices = assistedLiving(cityIds).flatMap((provider) =>
    provider.priceCents === null ? [] : [provider.priceCents],
  );
  return `${formatDollars(Math.min(...prices))} to ${formatDollars(Math.max(...prices))} per month`;
}

async function page(path: string, host?: string, cookies?: Record<string, string>): Promise<string> {
  const response = await call(path, { ...(host ? { host } : {}), ...(cookies ? { cookies } : {}) });
  expect(response.status, path).toBe(200);
  return response.text();
}

/**
 * Renders the page anew until a plain request is answered from an edge copy that passes
 * `current`, for up to 10 s: a copy is stored after its answer has gone, so an earlier render's
 * store can land after a later one's and put the old page back; then it is rendered again.
 */
async function refreshEdgeCopy(path: string, current: (html: string) => boolean): Promise<void> {
  const deadline = performance.now() + 10_000;
  await call(path, { headers: { "Cache-Control": "no-cache" } });
  for (;;) {
    const response = await call(path);
    const html = await response.text();
    const hit = response.headers.get("Carefind-Cache") === "hit";
    if (hit && current(html)) return;
    if (performance.now() > deadline) throw new Error(`${path}: the edge copy never showed the current page`);
    if (hit) await call(path, { headers: { "Cache-Control": "no-cache" } });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Block = Record<string, unknown> & { "@type": string; itemListElement: Record<string, unknown>[] };

function blocks(html: string): Block[] {
  return pageJsonLdBlocks(html).map((block) => {
    expect(jsonLdProblems(block)).toEqual([]);
    return JSON.parse(block) as Block;
  });
}

function trail(html: string): string | undefined {
  return /<nav aria-label="Breadcrumb" class="breadcrumbs">(.*?)<\/nav>/s.exec(html)?.[1];
}

describe("the geo pages", () => {
  it("shows a city page with the real count, price range and providers", async () => {
    // The exact range is for a visitor who sees prices (the others: geo-prices-blurred.test.ts).
    const html = await page(CITY, undefined, await signedInquiryCookies());
    const providers = assistedLiving([1]);
    expect(html).toContain("<h1>Assisted Living in Austin, TX</h1>");
    expect(html).toContain(`Compare ${providers.length} Assisted Living providers in Austin, TX.`);
    expect(html).toContain(`Starting prices run from ${rangeText([1])}.`);
    expect(html).toContain("Fixture Provider 100");
    expect(html).not.toContain("Fixture Provider 112");
    expect(html).toContain(`<link rel="canonical" href="https://carefind.com${CITY}"/>`);
    expect(html).not.toContain('name="robots"');
  });

  it("shows a county page and a state page with their own counts", async () => {
    const county = await page(COUNTY);
    expect(county).toContain("<h1>Assisted Living in Travis County, TX</h1>");
    expect(county).toContain(`Compare ${assistedLiving([1]).length} Assisted Living providers in Travis County, TX.`);
    expect(county).toContain("Senior Living Communities near Texas, Travis County");
    const state = await page(STATE, undefined, await signedInquiryCookies());
    expect(state).toContain("<h1>Assisted Living in Texas</h1>");
    expect(state).toContain(`Compare ${assistedLiving([1, 2, 4]).length} Assisted Living providers in Texas.`);
    expect(state).toContain(`Starting prices run from ${rangeText([1, 2, 4])}.`);
  });

  it("links the other care types offered here and the nearby places", async () => {
    const html = await page(CITY);
    expect(html).toContain('href="/senior-living/memory-care-facilities/texas/austin/"');
    expect(html).toContain('href="/senior-care/in-home-care/texas/austin/"');
    expect(html).toContain("Explore other cities in Texas");
    expect(html).toContain("Go a little further out, finding care in nearby counties");
    expect(html).toContain("Other Options");
    expect(html).toContain("More Options Near Austin, TX");
    // Round Rock is nearer Austin than San Antonio.
    const roundRock = html.indexOf('href="/senior-living/assisted-living/texas/round-rock/"');
    const sanAntonio = html.indexOf('href="/senior-living/assisted-living/texas/san-antonio/"');
    expect(roundRock).toBeGreaterThan(0);
    expect(sanAntonio).toBeGreaterThan(roundRock);
    // A home care agency of Austin, which offers no assisted living.
    expect(html).toContain('href="/in-home-care/texas/austin/fixture-provider-109/"');
  });

  it("answers the short forms and the slash-less forms with a 301 to the canonical page, query kept", async () => {
    for (const [from, to] of [
      ["/assisted-living/texas/austin/?page=2", `${CITY}?page=2`],
      ["/assisted-living/texas/", STATE],
      ["/assisted-living/texas/travis-county/", COUNTY],
      ["/senior-living/assisted-living/texas/austin", CITY],
      ["/senior-living/assisted-living/texas", STATE],
    ] as const) {
      const response = await call(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get("Location"), from).toBe(to);
    }
  });

  it("answers unknown care types, states and places with the branded 404", async () => {
    for (const path of [
      "/senior-living/nowhere-care/texas/",
      "/senior-living/assisted-living/atlantis/",
      "/senior-living/assisted-living/texas/atlantis/",
      "/senior-care/assisted-living/texas/austin/",
      "/assisted-living/texas/atlantis/",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("</html>");
    }
  });

  it("reads a place from the gazetteer once and keeps it in KV; a place that does not exist is not kept", async () => {
    await page(CITY);
    const stored = await env.CACHE.getWithMetadata<{ state: { code: string }; place: { kind: string; name: string } }>(
      geoPlaceFamily.key("texas", "austin"),
      "json",
    );
    expect(stored.value?.state.code).toBe("TX");
    expect(stored.value?.place).toMatchObject({ kind: "city", name: "Austin" });
    expect(geoPlaceFamily.ttlSeconds).toBe(34_560);

    await env.CACHE.delete(geoPlaceFamily.key("texas", "travis-county"));
    expect((await call(COUNTY, { headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
    const kept = (await env.CACHE.get(geoPlaceFamily.key("texas", "travis-county"), "json")) as {
      place: { name: string };
    };
    expect(kept.place.name).toBe("Travis County");

    expect((await call("/senior-living/assisted-living/texas/atlantis/")).status).toBe(404);
    expect(await env.CACHE.get(geoPlaceFamily.key("texas", "atlantis"))).toBeNull();
  });

  it("shows the place as KV keeps it, without asking the gazetteer (this test's isolate memory starts empty)", async () => {
    await env.CACHE.put(
      geoPlaceFamily.key("texas", "austin"),
      JSON.stringify({
        state: { code: "TX", name: "Texas", urlName: "texas", latitude: 31, longitude: -99 },
        place: {
          kind: "city",
          id: 1,
          name: "Austin Kept",
          urlName: "austin",
          latitude: 30.27,
          longitude: -97.74,
          county: null,
        },
      }),
    );
    try {
      // Rendered anew, not the edge copy an earlier test stored.
      const response = await call(CITY, { headers: { "Cache-Control": "no-cache" } });
      expect(await response.text()).toContain("<h1>Assisted Living in Austin Kept, TX</h1>");
    } finally {
      await env.CACHE.delete(geoPlaceFamily.key("texas", "austin"));
      forgetAllRemembered();
      // The edge copy that render stored is replaced by a render of the real place.
      await refreshEdgeCopy(CITY, (html) => html.includes("<h1>Assisted Living in Austin, TX</h1>"));
    }
  });

  it("says plainly when a place has no providers, offers the advisor, and keeps it out of the index", async () => {
    const html = await page(EMPTY);
    expect(html).toContain("No Assisted Living providers listed in Aurora, TX yet");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("Talk it through with a family advisor, free:");
    expect(html).toContain('href="/senior-living/assisted-living/texas/austin/"');
  });

  it("offers skip links to the list and the page links after the main one, only where the page has them", async () => {
    const skipLinks = (html: string) =>
      [...html.matchAll(/<a class="skip-link" href="#([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    const city = await page(CITY);
    expect(skipLinks(city)).toEqual([
      ["main", "Skip to main content"],
      ["geo-results", "Skip to results"],
      ["geo-pages", "Skip to pagination"],
    ]);
    expect(city).toContain('<ol id="geo-results" class="result-list"');
    expect(city).toContain('<nav id="geo-pages" class="pagination"');
    expect(skipLinks(await page(EMPTY))).toEqual([["main", "Skip to main content"]]);
    const search = await page("/local/search/?keyword=Austin%2C+TX&careType=assisted-living");
    expect(skipLinks(search)).toEqual([
      ["main", "Skip to main content"],
      ["listings", "Skip to results"],
      ["results-pages", "Skip to pagination"],
    ]);
    expect(search).toContain('<nav id="results-pages" class="pagination"');
    const nowhere = await page("/local/search/?keyword=Nowhere%2C+ZZ&careType=assisted-living");
    expect(skipLinks(nowhere)).toEqual([["main", "Skip to main content"]]);
  });

  it("lists 20 providers a page, by bayesian average, and answers 404 past the last page", async () => {
    const first = await page(CITY);
    const second = await page(`${CITY}?page=2`);
    const count = assistedLiving([1]).length;
    const ids = (html: string) => [
      ...html.matchAll(/class="provider-card-title"><a href="[^"]*fixture-provider-(\d+)\//g),
    ];
    expect(ids(first)).toHaveLength(20);
    expect(ids(second)).toHaveLength(count - 20);
    expect(first).toContain(`href="${CITY}?page=2"`);
    expect(second).toContain(`<link rel="canonical" href="https://carefind.com${CITY}?page=2"/>`);
    const stored = await env.DB.prepare(
      `SELECT p.id FROM providers p JOIN provider_services s ON s.provider_id = p.id
       WHERE p.city_id = 1 AND p.search_excluded = 0 AND s.care_type_id = 'assisted_living_facilities'
       ORDER BY p.bayesian_average DESC, p.id LIMIT 20`,
    ).all<{ id: number }>();
    expect(ids(first).map((match) => Number(match[1]))).toEqual(stored.results.map((row) => row.id));
    // The shared listing parameter names the same page.
    const shared = await page(`${CITY}?listing-page=2`);
    expect(ids(shared).map((match) => match[1])).toEqual(ids(second).map((match) => match[1]));
    expect(shared).toContain(`<link rel="canonical" href="https://carefind.com${CITY}?page=2"/>`);
    expect((await call(`${CITY}?listing-page=3`)).status).toBe(404);
    expect((await call(`${CITY}?page=3`)).status).toBe(404);
    expect((await call(`${CITY}?page=abc`)).status).toBe(404);
  });

  it("hands the cards' island only what a card reads: the amenities a badge names, no coordinates or licences", async () => {
    const html = await page(CITY);
    const props = islandProps<{
      cards: { id: number; amenities: { amenityId: number }[]; address: object; description: string }[];
    }>(html, "GeoProviders");
    const cards = props?.cards ?? [];
    expect(cards).toHaveLength(20);
    for (const card of cards) {
      expect(Object.keys(card.address).sort()).toEqual(["city", "formattedAddress", "state"]);
      expect(card).not.toHaveProperty("legacyId");
      expect(card).not.toHaveProperty("lastReviewSnippet");
      expect(card.description.length).toBeLessThanOrEqual(141);
      expect(JSON.stringify(card)).not.toMatch(/"(license|latitude|amenityName|legacyResourceId)"/);
    }
    const stored = new Map(fixtureProviders().map((provider) => [provider.id, provider.amenities]));
    const badgeIds: number[] = [FIXTURE_AMENITIES.pets, FIXTURE_AMENITIES.wheelchair];
    // Spanish and the pool are amenities of some of these providers, but no badge names them.
    expect(cards.some((card) => stored.get(card.id)?.includes(FIXTURE_AMENITIES.pool))).toBe(true);
    for (const card of cards) {
      expect(card.amenities.map((amenity) => amenity.amenityId).sort()).toEqual(
        (stored.get(card.id) ?? []).filter((id) => badgeIds.includes(id)).sort(),
      );
    }
    expect(html).toContain("Pet Friendly");
    expect(html).toContain("Mobility Assistance");
  });

  it("sorts and filters the list by the search page's sorts and rating filter, in the address, without script", async () => {
    const ids = (html: string) =>
      [...html.matchAll(/class="provider-card-title"><a href="[^"]*fixture-provider-(\d+)\//g)].map((match) =>
        Number(match[1]),
      );
    const listed = (order: string, minRating: number | null) =>
      env.DB.prepare(
        `SELECT p.id FROM providers p JOIN provider_services s ON s.provider_id = p.id
         WHERE p.city_id = 1 AND p.search_excluded = 0 AND s.care_type_id = 'assisted_living_facilities'
           AND (?1 IS NULL OR p.average_rating >= ?1)
         ORDER BY ${order}`,
      )
        .bind(minRating)
        .all<{ id: number }>()
        .then((rows) => rows.results.map((row) => row.id));

    const plain = await page(CITY);
    expect(plain).toContain(
      `<form class="geo-list-controls" aria-label="Sort and filter providers" action="${CITY}" method="get">`,
    );
    expect(plain).toContain('<option value="most-reviews">Most reviews</option>');
    expect(plain).toContain('<input type="radio" id="geo-list-rating-any" name="reviews" checked="" value=""/>');

    const byReviews = await page(`${CITY}?sortBy=most-reviews`);
    const mostReviewed = await listed("p.review_count DESC, p.bayesian_average DESC, p.id", null);
    expect(ids(byReviews)).toEqual(mostReviewed.slice(0, 20));
    expect(byReviews).toContain('<option value="most-reviews" selected="">Most reviews</option>');
    // Paging keeps the sort; the canonical page is the place's own.
    expect(byReviews).toContain(`href="${CITY}?sortBy=most-reviews&amp;page=2"`);
    expect(byReviews).toContain(`<link rel="canonical" href="https://carefind.com${CITY}"/>`);
    const secondByReviews = await page(`${CITY}?sortBy=most-reviews&page=2`);
    expect(ids(secondByReviews)).toEqual(mostReviewed.slice(20, 40));

    const fourUp = await page(`${CITY}?reviews=4-plus`);
    const rated = await listed("p.bayesian_average DESC, p.id", 4);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(assistedLiving([1]).length);
    expect(ids(fourUp)).toEqual(rated.slice(0, 20));
    expect(fourUp).toContain(
      `${rated.length} of ${assistedLiving([1]).length} providers here have this rating or better.`,
    );
    expect(fourUp).toContain(
      '<input type="radio" id="geo-list-rating-4-plus" name="reviews" checked="" value="4-plus"/>',
    );
    // The intro keeps the place's own count.
    expect(fourUp).toContain(`${assistedLiving([1]).length} `);

    // Unknown values fall back to the defaults, as on the search page.
    const junk = await page(`${CITY}?sortBy=%3Cscript%3E&reviews=9-plus`);
    expect(ids(junk)).toEqual(ids(plain));
    // The page's own loader is its one bare <script>; the address's never shows as markup.
    expect(junk.split("<script>")).toHaveLength(2);
    expect(junk).toContain("%3Cscript%3E");
  });

  it("says so when no provider has the rating asked, with the way back to all of them", async () => {
    await env.DB.exec(
      "INSERT INTO cities (id, name, state_code, url_name, name_key, population, latitude, longitude) VALUES (950, 'Low Town', 'MN', 'low-town', 'low town', 500, 44.9, -93.9);\n" +
        "INSERT INTO providers (id, source, name, slug, primary_care_type_id, city_id, city_name, state_code, formatted_address, latitude, longitude, review_count, average_rating) VALUES (950, 'demo', 'Low Home', 'low-home', 'assisted_living_facilities', 950, 'Low Town', 'MN', 'Low Town, MN', 44.9, -93.9, 2, 2.5);\n" +
        "INSERT INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (950, 'assisted_living_facilities', 300000);",
    );
    const path = "/senior-living/assisted-living/minnesota/low-town/";
    const html = await page(`${path}?reviews=3-plus`);
    expect(html).toContain(`No provider here has this rating yet. <a href="${path}">Show every provider</a>`);
    expect(html).toContain("0 of 1 providers here have this rating or better.");
    expect(html).not.toContain('<meta name="robots" content="noindex"');
    expect(await page(path)).toContain("Low Home");
  });

  it("shows 8 nearby links, then the rest behind 'Show more'", async () => {
    const html = await page("/senior-living/assisted-living/new-york/town-0/");
    const section = /<section class="nearby-links"[^>]*data-section="cities">(.*?)<\/section>/s.exec(html)?.[1] ?? "";
    const [shown, more] = section.split("<details");
    expect(shown?.match(/<li>/g)).toHaveLength(8);
    expect(more).toContain('<span class="when-closed">Show more</span>');
    expect(more?.match(/<li>/g)).toHaveLength(NY_TOWNS - 1 - 8);
  });
});

describe("the geo pages' trail and structured data", () => {
  it("drops Home, and the county on a city page", async () => {
    expect(trail(await page(STATE))).toBe(
      '<ol><li><a href="/senior-living/assisted-living/">Assisted Living</a></li>' +
        '<li><span aria-current="page">Texas</span></li></ol>',
    );
    expect(trail(await page(CITY))).toBe(
      '<ol><li><a href="/senior-living/assisted-living/">Assisted Living</a></li>' +
        `<li><a href="${STATE}">Texas</a></li><li><span aria-current="page">Austin</span></li></ol>`,
    );
    expect(trail(await page(COUNTY))).toBe(
      '<ol><li><a href="/senior-living/assisted-living/">Assisted Living</a></li>' +
        `<li><a href="${STATE}">Texas</a></li><li><span aria-current="page">Travis County</span></li></ol>`,
    );
  });

  it("gives a BreadcrumbList and, on the main brand, an ItemList, positions from 1", async () => {
    const [crumbs, list] = blocks(await page(CITY));
    expect(crumbs?.["@type"]).toBe("BreadcrumbList");
    expect(crumbs?.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(crumbs?.itemListElement[2]).toEqual({
      "@type": "ListItem",
      position: 3,
      name: "Austin",
      item: `https://carefind.com${CITY}`,
    });
    expect(list?.["@type"]).toBe("ItemList");
    expect(list?.itemListElement).toHaveLength(20);
    expect(list?.itemListElement[0]).toMatchObject({ "@type": "ListItem", position: 1 });
    expect(String(list?.itemListElement[0]?.url)).toMatch(/^https:\/\/carefind\.com\/assisted-living\/texas\/austin\//);
    const [, second] = blocks(await page(`${CITY}?page=2`));
    expect(second?.itemListElement[0]?.position).toBe(21);
  });

  it("leaves the structured list data out on the other brands", async () => {
    const types = blocks(await page(CITY, "seniorhousing.localhost")).map((block) => block["@type"]);
    expect(types).toEqual(["BreadcrumbList"]);
  });
});

describe("the geo-pages API", () => {
  it("answers v1 with the place, counts, price range, first providers and nearby sections", async () => {
    const response = await call("/v1/geo-pages/senior-living/assisted-living/texas/austin", {
      cookies: await signedInquiryCookies(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & {
      providers: { name: string }[];
      sections: { key: string; links: unknown[]; total: number }[];
      priceRange: { text: string };
      place: { kind: string; county: { urlName: string } };
    };
    expect(body.providerCount).toBe(assistedLiving([1]).length);
    expect(body.priceRange.text).toBe(`Starting prices run from ${rangeText([1])}.`);
    expect(body.place.kind).toBe("city");
    expect(body.place.county.urlName).toBe("travis-county");
    expect(body.providers).toHaveLength(20);
    expect(body.sections.map((section) => section.key)).toEqual([
      "cities",
      "counties",
      "other-care-types",
      "other-providers",
    ]);
  });

  it("pages v2's providers and its nearby links for the show-more list", async () => {
    const response = await call("/v2/geo-pages/senior-living/assisted-living/new-york/town-0?limit=5&offset=5");
    const body = (await response.json()) as { sections: { key: string; links: { url: string }[]; total: number }[] };
    const cities = body.sections.find((section) => section.key === "cities");
    expect(cities?.total).toBe(NY_TOWNS - 1);
    expect(cities?.links.map((link) => link.url)).toEqual(
      [6, 7, 8, 9, 10].map((town) => `/senior-living/assisted-living/new-york/town-${town}/`),
    );
    const second = (await (await call("/v2/geo-pages/senior-living/assisted-living/texas/austin?page=2")).json()) as {
      providers: unknown[];
      page: number;
    };
    expect(second.page).toBe(2);
    expect(second.providers).toHaveLength(assistedLiving([1]).length - 20);
  });

  it("answers 404 JSON for an unknown place and 400 naming the field for bad input", async () => {
    const unknown = await call("/v1/geo-pages/senior-living/assisted-living/texas/atlantis");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No geo page at this path" });
    for (const [path, field] of [
      ["/v1/geo-pages/senior-living", "path"],
      ["/v1/geo-pages/Senior-Living/assisted-living/texas", "path"],
      ["/v2/geo-pages/senior-living/assisted-living/texas?limit=101", "limit"],
      ["/v2/geo-pages/senior-living/assisted-living/texas?page=0", "page"],
      ["/v1/geo-pages/senior-living/assisted-living/texas?page=2", "page"],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error, path).toContain(`${field}:`);
    }
  });
});

describe("the catalogue", () => {
  it("lists the geo pages with providers by urlPath, filtered", async () => {
    const response = await call("/v1/catalogue?orderBy=urlPath&state=texas&careType=assisted-living");
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { urlPath: string; linkText: string; city: string }[] };
    expect(items.map((item) => item.urlPath)).toEqual([
      "/senior-living/assisted-living/texas",
      "/senior-living/assisted-living/texas/austin",
      "/senior-living/assisted-living/texas/round-rock",
      "/senior-living/assisted-living/texas/san-antonio",
    ]);
    expect(items[1]).toEqual({
      careType: "assisted-living",
      city: "Austin",
      state: "Texas",
      urlPath: "/senior-living/assisted-living/texas/austin",
      linkText: "Assisted Living in Austin, TX",
      localResourceTypeRegion: {
        localResourceType: { urlName: "assisted-living" },
        region: { urlName: "austin" },
        state: { urlName: "texas" },
      },
    });
  });

  it("filters by city, other care types and ancestor path", async () => {
    const others = (await (await call("/v1/catalogue?city=austin&state=texas&careTypeNot=assisted-living")).json()) as {
      items: { urlPath: string }[];
    };
    expect(others.items.map((item) => item.urlPath)).toEqual([
      "/senior-care/in-home-care/texas/austin",
      "/senior-living/memory-care-facilities/texas/austin",
    ]);
    const under = (await (await call("/v1/catalogue?ancestor=/senior-care/in-home-care/")).json()) as {
      items: { urlPath: string }[];
    };
    expect(under.items.every((item) => item.urlPath.startsWith("/senior-care/in-home-care/"))).toBe(true);
    expect(under.items.length).toBeGreaterThan(0);
  });

  it("answers 400 naming the field", async () => {
    for (const [query, field] of [
      ["careType=flying-care", "careType"],
      ["orderBy=name", "orderBy"],
      ["state=Texas%3Cb%3E", "state"],
      ["careType=assisted-living&careTypeNot=hospices", "careTypeNot"],
    ] as const) {
      const response = await call(`/v1/catalogue?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toContain(`${field}:`);
    }
  });

  it("hands out canonical links from /v1/dxp/cities", async () => {
    const { items } = (await (await call("/v1/dxp/cities?careType=assisted-living&state=texas")).json()) as {
      items: { link: string }[];
    };
    expect(items.map((item) => item.link)).toContain("/senior-living/assisted-living/texas/austin/");
  });
});
