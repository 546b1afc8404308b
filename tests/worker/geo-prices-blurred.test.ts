/**
 * No price by the back door (domain/geo/price-disclosure.ts): to a visitor who has not asked for
 * prices, no geo page, no geo JSON, no meta description and no costs summary lets a provider's
 * own price be read. A place of fewer than 3 priced providers tells no figure at all; a larger
 * one its median to the nearest $100, never its lowest or highest price. Over a state of its own
 * (Oregon, here) whose prices are all off the $100 grid, so a rounded median is nobody's price.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDollars } from "../../domain/money.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

/** Lone Pine: one priced provider and one without a price. Three Rivers: three priced. */
const PLACES = [
  { cityId: 950, name: "Lone Pine", urlName: "lone-pine", prices: [423_700, null] },
  { cityId: 951, name: "Three Rivers", urlName: "three-rivers", prices: [412_300, 433_700, 451_900] },
] as const;
const ALL_PRICES = PLACES.flatMap((place) => place.prices.filter((cents) => cents !== null));

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const lines = [
    "INSERT OR IGNORE INTO states (code, name, url_name, latitude, longitude) VALUES ('OR', 'Oregon', 'oregon', 44.0, -120.5);",
    "INSERT OR IGNORE INTO counties (id, fips, name, state_code, url_name, name_key, latitude, longitude) VALUES (60, '41999', 'Pine County', 'OR', 'pine-county', 'pine', 44.0, -121.0);",
  ];
  let providerId = 950;
  for (const place of PLACES) {
    lines.push(
      `INSERT OR IGNORE INTO cities (id, name, state_code, county_id, url_name, name_key, population, latitude, longitude) VALUES (${place.cityId}, '${place.name}', 'OR', 60, '${place.urlName}', '${place.name.toLowerCase()}', 5000, 44.0, -121.0);`,
    );
    for (const cents of place.prices) {
      providerId++;
      lines.push(
        `INSERT OR IGNORE INTO providers (id, source, name, slug, primary_care_type_id, city_id, city_name, county_id, state_code, formatted_address, latitude, longitude) VALUES (${providerId}, 'demo', 'Pine Home ${providerId}', 'pine-home-${providerId}', 'assisted_living_facilities', ${place.cityId}, '${place.name}', 60, 'OR', '${place.name}, OR', 44.0, -121.0);`,
        `INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (${providerId}, 'assisted_living_facilities', ${cents ?? "NULL"});`,
      );
    }
  }
  await env.DB.exec(lines.join("\n"));
});

/** Every way a provider's price could be written: dollars, cents, and a year's worth of either. */
function priceForms(cents: number): string[] {
  return [formatDollars(cents), String(cents), String(cents / 100), formatDollars(cents * 12), String(cents * 12)];
}

/** The Oregon pages, their JSON and the costs summaries, as a visitor reads them. */
const READS = [
  "/senior-living/assisted-living/",
  "/senior-living/assisted-living/oregon/",
  "/senior-living/assisted-living/oregon/pine-county/",
  "/senior-living/assisted-living/oregon/lone-pine/",
  "/senior-living/assisted-living/oregon/three-rivers/",
  "/v1/geo-pages/senior-living/assisted-living/oregon",
  "/v2/geo-pages/senior-living/assisted-living/oregon/pine-county",
  "/v1/geo-pages/senior-living/assisted-living/oregon/lone-pine",
  "/v1/geo-pages/senior-living/assisted-living/oregon/three-rivers",
  "/v1/costs/summary?careType=assisted-living&state=OR&yearly=true",
  "/v1/costs/summary?careType=assisted-living&state=OR&county=pine-county&yearly=true",
  "/v1/costs/summary?careType=assisted-living&state=OR&city=three-rivers&yearly=true",
];

async function read(path: string, cookies: Record<string, string>): Promise<{ status: number; text: string }> {
  // Answered anew each time: an edge copy would only repeat an earlier answer.
  const response = await call(path, { cookies, headers: { "Cache-Control": "no-cache" } });
  // React's text separators (`<!-- -->`) taken out, so a sentence reads as a visitor sees it.
  return { status: response.status, text: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("a place's prices to a visitor who has not asked for prices", () => {
  it("never let a provider's own price be read, from any geo page, its JSON or a costs summary", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      for (const path of READS) {
        const { status, text } = await read(path, cookies);
        expect(status, `${visitor}: ${path}`).toBe(200);
        for (const cents of ALL_PRICES)
          for (const form of priceForms(cents)) expect(text, `${visitor}: ${path} holds ${form}`).not.toContain(form);
      }
    }
  });

  it("tell the median to the nearest $100 where 3 or more are priced, in the intro and the meta description", async () => {
    // Three Rivers: 412,300, 433,700, 451,900 cents, the median $4,337, told as $4,300.
    const city = (await read("/senior-living/assisted-living/oregon/three-rivers/", {})).text;
    const sentence = "The median starting price is about $4,300 per month.";
    expect(city).toContain(
      `<p class="geo-intro">Compare 3 Assisted Living providers in Three Rivers, OR. ${sentence}</p>`,
    );
    expect(city).toContain(
      `<meta name="description" content="Compare 3 Assisted Living providers in Three Rivers, OR. ${sentence}"/>`,
    );
    expect(city).toContain("Medians to the nearest $100, across 3 providers with published prices.");
    const json = JSON.parse((await read("/v1/geo-pages/senior-living/assisted-living/oregon/three-rivers", {})).text);
    expect(json.priceRange).toEqual({
      minCents: null,
      maxCents: null,
      medianCents: 430_000,
      pricedProviders: 3,
      text: sentence,
    });
    // The state: four priced, the median between 423,700 and 433,700, told as $4,300.
    const summary = JSON.parse((await read("/v1/costs/summary?careType=assisted-living&state=OR", {})).text);
    expect(summary).toMatchObject({ medianCents: 430_000, minCents: null, maxCents: null, pricedProviders: 4 });
  });

  it("tell nothing of a place with fewer than 3 priced providers: no sentence, no costs section, a 404 summary", async () => {
    const city = (await read("/senior-living/assisted-living/oregon/lone-pine/", {})).text;
    expect(city).toContain('<p class="geo-intro">Compare 2 Assisted Living providers in Lone Pine, OR.</p>');
    expect(city).not.toContain("median starting price");
    expect(city).not.toContain('class="costs-summary"');
    const json = JSON.parse((await read("/v1/geo-pages/senior-living/assisted-living/oregon/lone-pine", {})).text);
    expect(json.priceRange).toBeNull();
    const summary = await read("/v1/costs/summary?careType=assisted-living&state=OR&city=lone-pine", {});
    expect(summary.status).toBe(404);
  });
});

describe("a place's prices to a visitor who has asked for prices", () => {
  it("are exact: the one price of Lone Pine, the range and median of Three Rivers", async () => {
    const sees = await signedInquiryCookies();
    const lonePine = (await read("/senior-living/assisted-living/oregon/lone-pine/", sees)).text;
    expect(lonePine).toContain(
      "Compare 2 Assisted Living providers in Lone Pine, OR. Starting prices run from $4,237 per month.",
    );
    const summary = JSON.parse(
      (await read("/v1/costs/summary?careType=assisted-living&state=OR&city=three-rivers", sees)).text,
    );
    expect(summary).toMatchObject({ medianCents: 433_700, minCents: 412_300, maxCents: 451_900, pricedProviders: 3 });
    const threeRivers = (await read("/senior-living/assisted-living/oregon/three-rivers/", sees)).text;
    expect(threeRivers).toContain("Starting prices run from $4,123 to $4,519 per month.");
    expect(threeRivers).toContain(
      "Starting prices from $4,123 to $4,519 per month, across 3 providers with published prices.",
    );
  });
});
