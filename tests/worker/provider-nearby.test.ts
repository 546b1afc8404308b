/**
 * The provider page's comparison carousel and nearby links in the server HTML (spec
 * reviews-and-provider-page §2, §9; lead-capture-and-chrome §2, §9), on both brands: the
 * current provider first and 'Currently Viewing', then providers of its care type within 25
 * miles by bayesian average, no prices; the next nearby providers, nearby cities and the city's
 * other care types, every link answering 200.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_SCOPES } from "../../domain/cache/cache-scopes.ts";
import { careTypeById } from "../../domain/care-types.ts";
import { providerNearbySchema } from "../../domain/providers/provider-nearby.ts";
import { generationToken } from "../../worker/cache/cache-generations.ts";
import { AUSTIN, fixtureProviders, loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

const PAGE = "/assisted-living/texas/austin/fixture-provider-100/";
const HOUSING = "seniorhousing.localhost";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

const ENTITIES: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
function decode(text: string): string {
  return text.replace(/&(quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

function section(html: string, startPattern: RegExp): string {
  const start = html.search(startPattern);
  if (start < 0) return "";
  const end = html.indexOf("</section>", start);
  return html.slice(start, end);
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => decode(match[1] ?? ""));
}

/** Miles between two points (haversine), as the engine measures them. */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 3958.7613 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

async function bayesian(): Promise<Map<number, number>> {
  const { results } = await env.DB.prepare("SELECT id, bayesian_average FROM providers").all<{
    id: number;
    bayesian_average: number;
  }>();
  return new Map(results.map((row) => [row.id, row.bayesian_average]));
}

/** The carousel's cards, in order: the provider id from the name link, and the card's HTML. */
function carouselCards(html: string): { id: number; html: string }[] {
  const carousel = section(html, /<section id="provider-comparison-100"/);
  return [...carousel.matchAll(/<li class="comparison-card"[^>]*>(.*?)<\/li>/gs)].map((match) => ({
    id: Number(/fixture-provider-(\d+)\/"/.exec(match[1] ?? "")?.[1]),
    html: match[1] ?? "",
  }));
}

const fixture = new Map(fixtureProviders().map((provider) => [provider.id, provider]));
const page100 = fixture.get(100) as NonNullable<ReturnType<typeof fixture.get>>;

describe("the comparison carousel", () => {
  it("shows the current provider first as 'Currently Viewing', then 9 assisted-living providers within 25 miles by bayesian average", async () => {
    const html = await (await call(PAGE)).text();
    const carousel = section(html, /<section id="provider-comparison-100"/);
    expect(carousel).toContain('<h2 id="provider-comparison-heading">How it compares</h2>');
    expect(carousel).toContain('aria-label="Providers to compare" tabindex="0"');
    const cards = carouselCards(html);
    expect(cards.map((card) => card.id)[0]).toBe(100);
    expect(cards[0]?.html).toContain('<p class="comparison-current">Currently Viewing</p>');
    expect(cards.slice(1).some((card) => card.html.includes("Currently Viewing"))).toBe(false);
    expect(cards.length).toBe(10);

    const averages = await bayesian();
    const others = cards.slice(1).map((card) => card.id);
    const eligible = [...fixture.values()].filter(
      (provider) =>
        provider.id !== 100 &&
        !provider.excluded &&
        provider.careTypes.includes("assisted_living_facilities") &&
        miles(page100, provider) <= 25,
    );
    for (const id of others) expect(eligible.map((provider) => provider.id)).toContain(id);
    const shownAverages = others.map((id) => averages.get(id) ?? -1);
    expect(shownAverages).toEqual([...shownAverages].sort((a, b) => b - a));
    const bestLeftOut = Math.max(
      ...eligible.filter((provider) => !others.includes(provider.id)).map((provider) => averages.get(provider.id) ?? 0),
    );
    expect(Math.min(...shownAverages)).toBeGreaterThanOrEqual(bestLeftOut);
    // Home care (109, 119, 129) and San Antonio (75 miles) never show.
    for (const id of [109, 119, 129, 136, 137, 138]) expect(others).not.toContain(id);
  });

  it("is a labelled, focusable list of every card without a control on both brands: Previous, Next and Pause come with script", async () => {
    for (const host of ["localhost", HOUSING]) {
      const html = await (await call(PAGE, { host })).text();
      const carousel = section(html, /<section id="provider-comparison-100"/);
      expect(carousel, host).toContain(
        '<section id="comparison-track-100" class="comparison-track" aria-label="Providers to compare" tabindex="0">',
      );
      expect(carouselCards(html).length, host).toBe(10);
      // The island's root, up to its props (the dots follow the track inside it).
      const island =
        /<div class="island" data-island="ComparisonCarousel".*?<script type="application\/json" data-island-props="ComparisonCarousel">/s.exec(
          html,
        )?.[0] ?? "";
      expect(island, host).toContain("comparison-track");
      expect(island, host).not.toContain("<button");
      expect(island, host).not.toContain("comparison-controls");
    }
  });

  it("has a dot for each card without script: a link to the card named 'Slide N of M', the first current", async () => {
    const html = await (await call(PAGE)).text();
    const carousel = section(html, /<section id="provider-comparison-100"/);
    const cardIds = [...carousel.matchAll(/<li class="comparison-card" id="([^"]+)"/g)].map((match) => match[1]);
    expect(cardIds).toEqual(Array.from({ length: 10 }, (_, index) => `comparison-card-100-${index + 1}`));
    const dotsStart = html.indexOf('<div class="comparison-dots"');
    const dotsHtml = html.slice(dotsStart, html.indexOf("</div>", dotsStart));
    expect(dotsHtml).toContain('<div class="comparison-dots" data-cards="4">');
    const dots = [
      ...dotsHtml.matchAll(
        /<a class="carousel-dot" href="#([^"]+)"( aria-current="true")?><span class="visually-hidden">([^<]+)<\/span><\/a>/g,
      ),
    ].map((match) => ({ target: match[1], current: match[2] !== undefined, name: match[3] }));
    expect(dots).toEqual(
      cardIds.map((id, index) => ({ target: id, current: index === 0, name: `Slide ${index + 1} of 10` })),
    );
  });

  it("links each card's name to its page and its review count to the page's reviews section, with no price", async () => {
    const html = await (await call(PAGE, { cookies: await cookiesAfterInquiry() })).text();
    for (const card of carouselCards(html)) {
      const provider = fixture.get(card.id);
      const city = provider?.cityId === 2 ? "round-rock" : "austin";
      const url = `/assisted-living/texas/${city}/fixture-provider-${card.id}/`;
      expect(card.html).toContain(`<a href="${url}">Fixture Provider ${card.id}</a>`);
      const reviews = provider?.ratings.length ?? 0;
      expect(card.html).toContain(
        `<a href="${url}#all_reviews_section">${reviews === 0 ? "No reviews yet" : `${reviews} review${reviews === 1 ? "" : "s"}`}`,
      );
      expect(card.html).toContain(`${provider?.cityId === 2 ? "Round Rock" : "Austin"}, TX`);
      expect(card.html).toMatch(/<p class="comparison-care-types">Assisted Living(, Memory Care)?<\/p>/);
      expect(card.html).not.toContain("$");
    }
  });

  it("caches the surroundings per provider and brand for 30 minutes", async () => {
    // The page is sent head first: its surroundings are read while the rest of it is sent.
    await (await call(PAGE)).text();
    await (await call(PAGE, { host: HOUSING })).text();
    // Under the listings' generations: a purge of any provider shown is a new key.
    const generation = await generationToken(env.CACHE, LISTING_SCOPES);
    expect(generation).toMatch(/^g\d+\.\d+$/);
    const stored = await env.CACHE.get(`provider:100:nearby:carefind:${generation}`, "json");
    expect(providerNearbySchema.safeParse(stored).success).toBe(true);
    expect(await env.CACHE.get(`provider:100:nearby:seniorhousing:${generation}`)).not.toBeNull();
  });
});

describe("the nearby sections", () => {
  it("lists 8 more providers, nearby cities and the city's other care types under the spec's headings", async () => {
    const html = await (await call(PAGE)).text();
    const carouselIds = carouselCards(html).map((card) => card.id);

    const providers = section(html, /<section[^>]*aria-labelledby="provider-nearby-providers-heading"/);
    expect(providers).toContain("More Options Near Austin</h2>");
    const nearbyIds = hrefs(providers).map((href) => Number(/fixture-provider-(\d+)\/$/.exec(href)?.[1]));
    expect(nearbyIds.length).toBe(8);
    for (const id of nearbyIds) expect(carouselIds).not.toContain(id);
    const averages = await bayesian();
    const nearbyAverages = nearbyIds.map((id) => averages.get(id) ?? -1);
    expect(nearbyAverages).toEqual([...nearbyAverages].sort((a, b) => b - a));
    // Any care type: the best-rated home care agency nearby is among them or rated below all shown.
    const homeCare = [109, 119, 129].map((id) => averages.get(id) ?? 0);
    expect(
      nearbyIds.some((id) => [109, 119, 129].includes(id)) || Math.max(...homeCare) <= Math.min(...nearbyAverages),
    ).toBe(true);

    const cities = section(html, /<section[^>]*aria-labelledby="provider-nearby-cities-heading"/);
    expect(cities).toContain("Explore other cities in Texas</h2>");
    const cityLinks = [...cities.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [
      decode(match[1] ?? ""),
      decode(match[2] ?? ""),
    ]);
    expect(cityLinks).toEqual([
      ["/local/search/?keyword=Round+Rock%2C+TX&careType=assisted-living", "Assisted Living in Round Rock, TX"],
      ["/local/search/?keyword=San+Antonio%2C+TX&careType=assisted-living", "Assisted Living in San Antonio, TX"],
    ]);
    expect(cities).toContain("6 providers");

    const careTypes = section(html, /<section[^>]*aria-labelledby="provider-city-care-types-heading"/);
    expect(careTypes).toContain("Other Options</h2>");
    expect(careTypes).toContain("Other care types in Austin:");
    const inAustin = [...fixture.values()].filter(
      (provider) => provider.cityId === 1 && provider.id !== 100 && !provider.excluded,
    );
    const count = (careType: string) => inAustin.filter((provider) => provider.careTypes.includes(careType)).length;
    const listed = [...careTypes.matchAll(/<a href="([^"]+)">([^<]+)<\/a><span class="nearby-detail">(\d+)/g)].map(
      (match) => [decode(match[1] ?? ""), decode(match[2] ?? ""), Number(match[3])],
    );
    expect(listed).toEqual(
      [
        ["alzheimers_care_facilities", "memory-care-facilities", "Memory Care"],
        ["homecare_agencies", "in-home-care", "Home Care"],
      ]
        .map(([id, slug, label]) => [
          `/local/search/?keyword=Austin%2C+TX&careType=${slug}`,
          `${label} in Austin, TX`,
          count(id as string),
        ])
        .sort((a, b) => Number(b[2]) - Number(a[2])),
    );
  });

  it("links only to pages that answer 200, on both brands", async () => {
    for (const host of ["localhost", HOUSING]) {
      const html = await (await call(PAGE, { host })).text();
      const links = [
        ...hrefs(section(html, /<section id="provider-comparison-100"/)),
        ...hrefs(section(html, /<section[^>]*aria-labelledby="provider-nearby-providers-heading"/)),
        ...hrefs(section(html, /<section[^>]*aria-labelledby="provider-nearby-cities-heading"/)),
        ...hrefs(section(html, /<section[^>]*aria-labelledby="provider-city-care-types-heading"/)),
      ];
      expect(links.length, host).toBeGreaterThan(20);
      for (const link of new Set(links.map((href) => href.split("#")[0] ?? href))) {
        expect((await call(link, { host })).status, `${host} ${link}`).toBe(200);
      }
    }
  });

  it("lists on the second brand every kind of care its search finds, with its search path", async () => {
    const html = await (await call(PAGE, { host: HOUSING })).text();
    const careTypes = section(html, /<section[^>]*aria-labelledby="provider-city-care-types-heading"/);
    expect(careTypes).toContain("/search/?keyword=Austin%2C+TX&amp;careType=memory-care-facilities");
    expect(careTypes).toContain("/search/?keyword=Austin%2C+TX&amp;careType=in-home-care");
    expect(careTypeById("homecare_agencies")?.rollUpType).toBe("senior-care");
  });
});

describe("GET /v3/location{url}", () => {
  const API = `/v3/location${PAGE}`;

  it("answers the provider record of a page URL, with or without its trailing slash, blurred like /v2/location", async () => {
    for (const path of [`${API}?domain=carefind.com`, API.slice(0, -1), `${API}?domain=www.seniorhousing.com`]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as { id: number; url: string; priceHidden: boolean; services: unknown[] };
      expect(body.id).toBe(100);
      expect(body.url).toBe(PAGE);
      expect(body.priceHidden).toBe(true);
      expect(JSON.stringify(body)).not.toMatch(/250000|350000|400000/);
      expect(body).toEqual(await (await call("/v2/location/100")).json());
    }
  });

  it("shows the prices to a visitor who has sent an inquiry", async () => {
    const response = await call(API, { cookies: await cookiesAfterInquiry() });
    const body = (await response.json()) as {
      priceHidden: boolean;
      services: { costs: { startingPriceCents: number } }[];
    };
    expect(body.priceHidden).toBe(false);
    expect(body.services.map((service) => service.costs.startingPriceCents)).toContain(250_000);
  });

  it("answers 404 for a well-formed URL that is no provider's page", async () => {
    for (const path of [
      "/v3/location/assisted-living/texas/austin/no-such-provider/",
      "/v3/location/assisted-living/texas/round-rock/fixture-provider-100/",
      "/v3/location/nursing-homes/texas/austin/fixture-provider-100/",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: "Provider not found" });
    }
  });

  it("answers 400 naming the field for a bad url or an unknown domain", async () => {
    for (const [path, field] of [
      ["/v3/location/assisted-living/texas/austin", "url"],
      ["/v3/location/", "url"],
      ["/v3/location/Assisted_Living/texas/austin/x/", "url"],
      [`/v3/location/a/b/c/${"d".repeat(400)}/`, "url"],
      [`${API}?domain=example.com`, "domain"],
      [`${API}?domain=`, "domain"],
    ] as const) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: string; problems: { field: string }[] };
      expect(
        body.problems.map((problem) => problem.field),
        path,
      ).toEqual([field]);
      expect(body.error).toContain(`${field}:`);
    }
  });
});

describe("GET /api/places-near-by", () => {
  const near = `lat=${AUSTIN.latitude}&lng=${AUSTIN.longitude}`;
  type Place = {
    name: string;
    vicinity: string;
    url: string;
    keywords: string[];
    types: string[];
    geometry: { location: { lat: number; lng: number } };
  };

  it("lists up to 20 matching providers within 25 miles, nearest first, each with its location", async () => {
    const response = await call(`/api/places-near-by?${near}&keywords=${encodeURIComponent("assisted living")}`);
    expect(response.status).toBe(200);
    const places = (await response.json()) as Place[];
    expect(places.length).toBe(20);
    // The point is read to three decimals (about 110 m).
    const point = { latitude: 30.267, longitude: -97.743 };
    const distances = places.map((place) =>
      miles(point, { latitude: place.geometry.location.lat, longitude: place.geometry.location.lng }),
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const place of places) {
      expect(place.keywords).toContain("Assisted Living");
      expect(place.types).toContain("assisted-living");
      expect(place.url).toMatch(/^\/assisted-living\/texas\/(austin|round-rock)\/fixture-provider-\d+\/$/);
      expect(place.vicinity).toMatch(/Test Lane, (Austin|Round Rock), TX/);
    }
  });

  it("matches care types and names, comma-separated, and only the brand's care types", async () => {
    const names = async (keywords: string, host?: string) =>
      (
        (await (
          await call(`/api/places-near-by?${near}&keywords=${encodeURIComponent(keywords)}`, { host })
        ).json()) as Place[]
      )
        .map((place) => place.name)
        .sort();
    // San Antonio's home care agency (139) is 75 miles away.
    expect(await names("home care")).toEqual(["Fixture Provider 109", "Fixture Provider 119", "Fixture Provider 129"]);
    expect(await names("provider 105, home care")).toEqual([
      "Fixture Provider 105",
      "Fixture Provider 109",
      "Fixture Provider 119",
      "Fixture Provider 129",
    ]);
    expect(await names("home care", HOUSING)).toEqual(await names("home care"));
    expect(await names("pharmacy")).toEqual([]);
  });

  it("answers 400 naming the field for a missing or out-of-range coordinate or no keywords", async () => {
    for (const [query, field] of [
      ["lat=91&lng=0&keywords=assisted", "lat"],
      ["lat=-90.5&lng=0&keywords=assisted", "lat"],
      ["lng=0&keywords=assisted", "lat"],
      ["lat=&lng=0&keywords=assisted", "lat"],
      ["lat=30&lng=180.1&keywords=assisted", "lng"],
      ["lat=30&lng=east&keywords=assisted", "lng"],
      ["lat=30&lng=-97", "keywords"],
    ] as const) {
      const response = await call(`/api/places-near-by?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { problems: { field: string }[] };
      expect(
        body.problems.map((problem) => problem.field),
        query,
      ).toEqual([field]);
    }
  });
});
