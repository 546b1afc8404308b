/**
 * Comparing, as the server renders it: the results page's compare state (its tray, the cards'
 * boxes and the form they send without JavaScript, the old modal link sent to the compare page)
 * and the compare page itself: one table with a column per community and aligned rows, prices
 * blurred by the site's one rule, Medicare's stars with their month, and a 400 naming the field.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  // Provider 108 is rated by Medicare (as a nursing home would be): four stars, June 2024.
  await env.DB.prepare(
    `INSERT OR IGNORE INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state,
       rating_date, overall_rating) VALUES (108, '459999', 'nursing_homes', 'TX', '2024-06-01', 4)`,
  ).run();
});

const AUSTIN = "/local/search/?keyword=Austin%2C+TX&careType=assisted-living";

interface Seed {
  compare: { selected: number[]; modalOpen: boolean };
  compareSettings: { limit: number };
  searchQuery: string;
  searchResponse: { results: { id: number; name: string }[] };
}

function pageState(html: string): { seed: Seed } {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

async function page(path: string, host?: string): Promise<{ html: string; seed: Seed }> {
  const response = await call(path, host ? { host } : {});
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, seed: pageState(html).seed };
}

describe("the compare state on the results page, rendered from the URL", () => {
  it("renders the tray with a Compare link to the compare page, in the order picked, from the searched place", async () => {
    const { seed: plain } = await page(AUSTIN);
    const [first, second, third] = plain.searchResponse.results;
    if (!first || !second || !third) throw new Error("the fixture has results in Austin");

    const { html, seed } = await page(`${AUSTIN}&selectedCommunities=${second.id},${first.id}`);
    expect(seed.compare.selected).toEqual([second.id, first.id]);
    expect(seed.compareSettings).toEqual({ limit: 4 });
    // The compare state is kept out of the criteria.
    expect(seed.searchQuery).toBe("keyword=Austin%2C+TX&careType=assisted-living");
    // The cards' boxes show the selection, and belong to the form that sends them without script.
    expect(html).toContain(
      `<input id="results-card-${first.id}-compare" type="checkbox" form="compare-selected" name="ids" checked="" value="${first.id}"/>`,
    );
    expect(html).toContain(
      `<input id="results-card-${third.id}-compare" type="checkbox" form="compare-selected" name="ids" value="${third.id}"/>`,
    );
    expect(html).toContain('<section class="compare-tray" aria-labelledby="compare-tray-title">');
    expect(html).toContain("2 of 4 selected");
    expect(html).toContain(
      `<a class="button button-primary compare-tray-button" href="/compare/?ids=${second.id},${first.id}&amp;near=Austin,+TX">Compare`,
    );
  });

  it("asks for another with one selected, Compare a disabled button", async () => {
    const { seed: plain } = await page(AUSTIN);
    const first = plain.searchResponse.results[0];
    const { html } = await page(`${AUSTIN}&selectedCommunities=${first?.id}`);
    expect(html).toContain("Select one more community to compare");
    expect(html).toContain('<button type="button" class="button button-primary compare-tray-button" disabled="">');
    expect(html).not.toContain('href="/compare/');
  });

  it("gives the page a form to the compare page that works without script, keeping the place", async () => {
    const { html } = await page(AUSTIN);
    expect(html).toContain(
      '<form id="compare-selected" class="compare-form no-script-only" action="/compare/" method="get"><input type="hidden" name="near" value="Austin, TX"/>',
    );
    expect(html).toContain("Tick Compare on up to 4 communities, then:");
    const second = await page("/search/?keyword=Austin%2C+TX", "seniorhousing.localhost");
    expect(second.html).toContain("Tick Compare on up to 3 communities, then:");
  });

  it("sends a link with the compare modal open to the compare page", async () => {
    const response = await call(`${AUSTIN}&selectedCommunities=104,100,abc&isModalOpen=true`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/compare/?ids=104,100&near=Austin,+TX");
    // The second brand's limit is 3: its first three ids.
    const second = await call("/search/?keyword=Austin%2C+TX&selectedCommunities=100,101,102,103&isModalOpen=true", {
      host: "seniorhousing.localhost",
    });
    expect(second.headers.get("Location")).toBe("/compare/?ids=100,101,102&near=Austin,+TX");
  });

  it("renders no tray for no selection or a malformed one", async () => {
    for (const query of ["", "&selectedCommunities=abc,-1&isModalOpen=true", "&isModalOpen=true"]) {
      const { html, seed } = await page(`${AUSTIN}${query}`);
      expect(seed.compare.selected).toEqual([]);
      expect(html).not.toContain('class="compare-tray"');
    }
  });

  it("offers the guided search on the results page", async () => {
    const { html } = await page(AUSTIN);
    expect(html).toContain("Not sure what care you need?");
    expect(html).toContain("Answer a few questions");
  });
});

/** The table's rows: each row's header and its cells' text, tags dropped. */
function tableRows(html: string): { header: string; cells: string[] }[] {
  const table = /<table class="compare-table">(.*?)<\/table>/s.exec(html)?.[1] ?? "";
  const text = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) => {
    const inner = row[1] ?? "";
    const header = /<th scope="row(?:group)?"[^>]*>(.*?)<\/th>/s.exec(inner)?.[1] ?? "";
    const cells = [...inner.matchAll(/<td[^>]*>(.*?)<\/td>|<th scope="col"[^>]*>(.*?)<\/th>/gs)].map((cell) =>
      text(cell[1] ?? cell[2] ?? ""),
    );
    return { header: text(header), cells };
  });
}

function row(html: string, header: string): string[] {
  const found = tableRows(html).find((candidate) => candidate.header === header);
  if (!found) throw new Error(`no row '${header}' in the table`);
  return found.cells;
}

const COMPARED = "/compare/?ids=104,100,107,108&near=Austin%2C+TX";

describe("the compare page", () => {
  it("lines the communities up in one table: a column each, in the order asked, a row per fact", async () => {
    const response = await call(COMPARED);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Compare communities</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost/compare/?ids=104,100,107,108&amp;near=Austin%2C+TX"/>',
    );
    const rows = tableRows(html);
    // The head row: an empty corner, then the names in the order of the link.
    expect(rows[0]?.cells.map((cell) => cell.split(" ").slice(0, 3).join(" "))).toEqual([
      "",
      "Fixture Provider 104",
      "Fixture Provider 100",
      "Fixture Provider 107",
      "Fixture Provider 108",
    ]);
    // Every row of facts has one cell per community, the group rows none.
    for (const { header, cells } of rows.slice(1)) {
      if (header === "Amenities") expect(cells, header).toEqual([]);
      else expect(cells, header).toHaveLength(4);
    }
    expect(rows.map(({ header }) => header)).toEqual([
      "",
      "Starting price",
      "Studio",
      "Medicare overall rating",
      "Family reviews",
      "Care types",
      "Amenities",
      "Accessibility",
      "Lifestyle",
      "Languages",
      "Other Amenities",
      "Distance from Austin, TX",
      "Get in touch",
    ]);
    expect(row(html, "Care types")).toEqual([
      "Assisted Living Memory Care",
      "Assisted Living Memory Care",
      "Assisted Living",
      "Assisted Living Memory Care",
    ]);
    expect(row(html, "Accessibility")).toEqual([
      "Wheelchair accessible",
      "Wheelchair accessible",
      "Wheelchair accessible",
      "Wheelchair accessible",
    ]);
    expect(row(html, "Lifestyle")).toEqual(["Pets allowed", "Pets allowed", "None listed", "Pets allowed"]);
    expect(row(html, "Medicare overall rating")).toEqual([
      "Not rated by Medicare",
      "Not rated by Medicare",
      "Not rated by Medicare",
      "Medicare overall rating: 4 out of 5 stars Demo figures in the Care Compare form, June 2024",
    ]);
    expect(row(html, "Family reviews")).toEqual([
      "Rated 2.7 out of 5 2.7 4 reviews",
      "Not rated yet 0 reviews",
      "Rated 3.0 out of 5 3.0 1 review",
      "Rated 4.5 out of 5 4.5 2 reviews",
    ]);
    expect(row(html, "Languages")).toEqual(["None listed", "Spanish", "None listed", "None listed"]);
    for (const miles of row(html, "Distance from Austin, TX")) expect(miles).toMatch(/^\d+\.\d miles$/);
    // Each column's way to get in touch and its Remove link, which keeps the others and the place.
    expect(html).toContain(
      '<a class="button button-primary" href="/assisted-living/texas/austin/fixture-provider-100/#provider-costs-100">Request Info',
    );
    expect(html).toContain(
      'href="/compare/?ids=104,107,108&amp;near=Austin,+TX">Remove<span class="visually-hidden"> Fixture Provider 100 from the comparison',
    );
  });

  it("blurs every price until the visitor has sent an inquiry, and then shows the figures", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const html = await (await call(COMPARED, { cookies })).text();
      // 104 starts at $3,200, 100 at $2,500; they and 108 have a studio at $4,000; 107 gives no price.
      expect(html, visitor).not.toMatch(/\$(3,200|2,500|4,000|4,200|3,500)|320000|250000|400000/);
      const blurred = "Starting at $X,XXX/month Price shown once you request pricing";
      expect(row(html, "Starting price"), visitor).toEqual([
        blurred,
        blurred,
        "Pricing not available",
        expect.any(String),
      ]);
      expect(row(html, "Studio"), visitor).toEqual([blurred, blurred, "Not listed", blurred]);
    }
    const html = await (await call(COMPARED, { cookies: await cookiesAfterInquiry() })).text();
    expect(html).not.toContain("$X,XXX");
    expect(row(html, "Starting price").slice(0, 3)).toEqual([
      "Starting at $3,200/month",
      "Starting at $2,500/month",
      "Pricing not available",
    ]);
    expect(row(html, "Studio").slice(0, 3)).toEqual([
      "Starting at $4,000/month",
      "Starting at $4,000/month",
      "Not listed",
    ]);
  });

  it("takes the ids as a form of checkboxes sends them, each once", async () => {
    const html = await (await call("/compare/?ids=100&ids=104&ids=100")).text();
    expect(tableRows(html)[0]?.cells.map((cell) => cell.split(" ").slice(0, 3).join(" "))).toEqual([
      "",
      "Fixture Provider 100",
      "Fixture Provider 104",
    ]);
    // Without a place there is no distance row.
    expect(tableRows(html).some(({ header }) => header.startsWith("Distance"))).toBe(false);
  });

  it("answers 400 naming the field for a link it cannot read, and leaves out what is no longer listed", async () => {
    const cases: [string, string, string?][] = [
      ["/compare/", "ids"],
      ["/compare/?ids=", "ids"],
      ["/compare/?ids=abc", "ids"],
      ["/compare/?ids=0,100", "ids"],
      ["/compare/?ids=100,101,102,103,104", "ids"],
      ["/compare/?ids=100,101,102,103", "ids", "seniorhousing.localhost"],
      [`/compare/?ids=100&near=${"x".repeat(101)}`, "near"],
    ];
    for (const [path, field, host] of cases) {
      const response = await call(path, host ? { host } : {});
      expect(response.status, path).toBe(400);
      const html = await response.text();
      expect(html, path).toContain(`This link cannot be compared: ${field}: `);
      expect(html, path).not.toContain('class="compare-table"');
    }
    const partly = await call("/compare/?ids=104,999999");
    expect(partly.status).toBe(200);
    expect(await partly.text()).toContain("One community in this link is no longer listed, so it is left out.");
    const none = await call("/compare/?ids=999998,999999");
    expect(none.status).toBe(404);
    expect(await none.text()).toContain("None of the communities in this link is listed any more.");
    const unknownPlace = await (await call("/compare/?ids=104,100&near=Nowhere%2C+ZZ")).text();
    expect(unknownPlace).toContain("We could not find the place “Nowhere, ZZ”, so distances are left out.");
  });

  it("sends /compare to /compare/ with its query", async () => {
    const response = await call("/compare?ids=104,100");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/compare/?ids=104,100");
  });

  it("records 'location comparison viewed' from the page, with the ids compared", async () => {
    const html = await (await call(COMPARED)).text();
    expect(html).toContain('data-island="CompareViewed"');
    expect(html).toContain("[104,100,107,108]");
  });
});
