/**
 * The Medicare star rating in the search (issue: quality first): the `medicare-rating` filter
 * (at least N overall stars) and the sort by it, in the page's URL, in the JSON APIs and
 * without JavaScript, checked against a count made straight from the Medicare rows; the stars
 * with their source and date on the result cards and in the geo lists.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { recomputeAggregates } from "../../worker/providers/provider-job-store.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

interface Home {
  id: number;
  source: "cms" | "demo";
  /** The Medicare records: kind and overall rating (0 is Care Compare's 'not rated'). */
  records: { kind: "nursing_homes" | "home_healthcare_agencies" | "hospices"; overall: number | null }[];
}

/** Sixteen nursing homes in Austin: every rating, unrated ones, one without a record, one with two. */
const HOMES: Home[] = [
  ...[5, 4, 4, 3, 3, 3, 2, 1, 0, null, 5, 2].map(
    (overall, index): Home => ({
      id: 1_000 + index,
      source: index % 2 === 0 ? "cms" : "demo",
      records: [{ kind: "nursing_homes", overall }],
    }),
  ),
  { id: 1_012, source: "cms", records: [] },
  { id: 1_013, source: "cms", records: [{ kind: "hospices", overall: null }] },
  {
    id: 1_014,
    source: "demo",
    records: [
      { kind: "nursing_homes", overall: 2 },
      { kind: "home_healthcare_agencies", overall: 4 },
    ],
  },
  { id: 1_015, source: "cms", records: [{ kind: "nursing_homes", overall: 4 }] },
];

const NURSING_HOMES = "keyword=Austin%2C+TX&careType=nursing-homes";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const present = await env.DB.prepare("SELECT count(*) AS count FROM providers WHERE id >= 1000").first<number>(
    "count",
  );
  if (present) return;
  let ccn = 0;
  await env.DB.batch(
    HOMES.flatMap((home, index) => [
      env.DB.prepare(
        `INSERT INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
           state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
         VALUES (?, ?, ?, ?, ?, 'nursing_homes', '1 Care Way', 1, 'Austin', 1, 'TX', '78701', '1 Care Way, Austin, TX 78701',
           ?, -97.74, '(512) 555-0100', 'A fixture.', '[]', 1)`,
      ).bind(
        home.id,
        home.source,
        home.source === "cms" ? `45${home.id}` : null,
        `Rated Home ${home.id}`,
        `rated-home-${home.id}`,
        30.26 + index * 0.002,
      ),
      env.DB.prepare(
        "INSERT INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (?, 'nursing_homes', NULL)",
      ).bind(home.id),
      ...home.records.map((record) =>
        env.DB.prepare(
          `INSERT INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state, rating_date,
             overall_rating, metrics)
           VALUES (?, ?, ?, 'TX', '2024-06-01', ?, '[]')`,
        ).bind(home.id, `F${String(++ccn).padStart(5, "0")}`, record.kind, record.overall),
      ),
    ]),
  );
  await recomputeAggregates(env.DB);
});

/**
 * Nursing homes with a Medicare overall rating of at least `stars`, counted from the Medicare
 * rows themselves (not the provider row's aggregate the engine reads).
 */
async function countInD1(stars: number): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(DISTINCT p.id) AS count FROM providers p
     JOIN provider_services s ON s.provider_id = p.id AND s.care_type_id = 'nursing_homes'
     JOIN medicare_records m ON m.provider_id = p.id
     WHERE p.search_excluded = 0 AND m.overall_rating >= ?
       AND m.local_resource_type IN ('nursing_homes', 'home_healthcare_agencies')`,
  )
    .bind(stars)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

async function faceted(criteria: Record<string, unknown>, extra = ""): Promise<Response> {
  return call(`/v1/faceted-search?hitsPerPage=50&criteria=${encodeURIComponent(JSON.stringify(criteria))}${extra}`);
}

async function facetedResults(criteria: Record<string, unknown>, extra = ""): Promise<SearchResponse> {
  const response = await faceted(criteria, extra);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchResponse;
}

function pageSeed(html: string): { searchResponse: SearchResponse } {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null").seed;
}

describe("the Medicare star filter and sort", () => {
  it("finds exactly the nursing homes with at least N stars, in the JSON APIs and the page's URL", async () => {
    const all = await facetedResults({ keyword: "Austin, TX", careType: "nursing-homes" });
    expect(all.totalItems).toBe(HOMES.length);
    for (const stars of [5, 4, 3, 2, 1]) {
      const expected = await countInD1(stars);
      expect(expected, `${stars} stars`).toBeGreaterThan(0);
      const api = await facetedResults({ keyword: "Austin, TX", careType: "nursing-homes", medicareRating: stars });
      expect(api.totalItems, `faceted, ${stars} stars`).toBe(expected);
      for (const result of api.results) expect(result.medicare?.stars ?? 0).toBeGreaterThanOrEqual(stars);

      const post = await call("/api/enhanced-search", {
        method: "POST",
        body: { keyword: "Austin, TX", careType: "nursing-homes", "medicare-rating": String(stars) },
      });
      expect(((await post.json()) as SearchResponse).totalItems, `POST, ${stars} stars`).toBe(expected);

      const page = await call(`/local/search/?${NURSING_HOMES}&medicare-rating=${stars}`);
      expect(page.status).toBe(200);
      expect(pageSeed(await page.text()).searchResponse.totalItems, `page, ${stars} stars`).toBe(expected);
    }
    // The provider with a 2-star nursing-home record and a 4-star home-health record counts at its best.
    const four = await facetedResults({ keyword: "Austin, TX", careType: "nursing-homes", medicareRating: 4 });
    expect(four.results.map((result) => result.id)).toContain(1_014);
  });

  it("sorts by the overall rating, best first, unrated last, ties by distance", async () => {
    const sorted = await facetedResults(
      { keyword: "Austin, TX", careType: "nursing-homes" },
      "&sortBy=medicare-rating",
    );
    const stars = sorted.results.map((result) => result.medicare?.stars ?? null);
    const rated = stars.filter((value): value is number => value !== null);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(stars.slice(rated.length).every((value) => value === null)).toBe(true);
    expect(rated.length).toBe(await countInD1(1));
    for (let index = 1; index < rated.length; index++) {
      if (rated[index] === rated[index - 1]) {
        expect(sorted.results[index]?.distance).toBeGreaterThanOrEqual(sorted.results[index - 1]?.distance ?? 0);
      }
    }
  });

  it("refuses a star count outside 1 to 5 in the JSON API, naming the field", async () => {
    for (const bad of [0, 6, 3.5, "4"]) {
      const response = await faceted({ keyword: "Austin, TX", careType: "nursing-homes", medicareRating: bad });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain("criteria.medicareRating");
    }
  });

  it("offers the filter and the sort without JavaScript where Medicare rates, and keeps them out elsewhere", async () => {
    const html = (
      await (await call(`/local/search/?${NURSING_HOMES}&medicare-rating=4&sortBy=medicare-rating`)).text()
    ).replaceAll("<!-- -->", "");
    const form = /<form class="filter-panel"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? "";
    expect(form).toContain("Medicare star rating</legend>");
    expect(form).toMatch(/<input id="[^"]+" type="radio" name="medicare-rating" checked="" value="4"/);
    expect(html).toMatch(/<option value="medicare-rating" selected="">Medicare rating<\/option>/);

    const assisted = await (await call("/local/search/?keyword=Austin%2C+TX&careType=assisted-living")).text();
    expect(assisted).not.toContain('name="medicare-rating"');
    expect(assisted).not.toContain('value="medicare-rating"');
  });
});

describe("the Medicare stars on cards", () => {
  it("show the stars with their source and date, say so plainly when unrated, and nothing without a record", async () => {
    const { results } = await facetedResults({ keyword: "Austin, TX", careType: "nursing-homes" });
    const byId = new Map(results.map((result) => [result.id, result]));
    expect(byId.get(1_000)?.medicare).toEqual({ stars: 5, month: "June 2024", source: "cms" });
    expect(byId.get(1_008)?.medicare).toEqual({ stars: null, month: "June 2024", source: "cms" });
    expect(byId.get(1_012)?.medicare).toBeNull();
    expect(byId.get(1_013)?.medicare).toBeNull();

    const html = (await (await call(`/local/search/?${NURSING_HOMES}&sortBy=medicare-rating`)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    const card = (id: number) => {
      const start = html.indexOf(`Rated Home ${id}</a></h3>`);
      return html.slice(start, html.indexOf("</article>", start));
    };
    expect(card(1_000)).toContain("Medicare overall rating: 5 out of 5 stars");
    expect(card(1_000)).toContain("CMS Care Compare, June 2024");
    expect(card(1_001)).toContain("Demo figures in the Care Compare form, June 2024");
    expect(card(1_008)).toContain("No Medicare overall star rating");
    expect(card(1_012)).not.toContain("Medicare");
  });

  it("show in the geo list, which sorts by them too", async () => {
    const response = await call("/senior-living/nursing-homes/texas/austin/?sortBy=medicare-rating");
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<option value="medicare-rating" selected="">Medicare rating<\/option>/);
    const lines = [...html.matchAll(/Medicare overall rating: (\d) out of 5 stars/g)].map((match) => Number(match[1]));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines).toEqual([...lines].sort((a, b) => b - a));
  });
});
