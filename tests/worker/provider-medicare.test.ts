/**
 * The provider page's Medicare ratings block in the server HTML (spec lead-capture-and-chrome
 * §2 Medicare external link, §3 Medicare record, §9 Medicare): bars rating*20 % wide with their
 * number and label as text, 'Not rated' for a missing rating, the key measures and the abuse
 * icon, the month of the data, and the Care Compare link for real nursing homes and home-health
 * agencies only, never for a hospice or a demo listing.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

interface MedicareFixture {
  id: number;
  source: "cms" | "demo";
  careType: "nursing_homes" | "home_healthcare_agencies" | "hospices";
  ccn: string;
  ratings: [overall: number | null, health: number | null, qm: number | null, staffing: number | null];
  ratingDate: string | null;
  ownership: string | null;
  beds: number | null;
  metrics: { label: string; value: number; unit: string }[];
}

const HOURS = "hours per resident per day";

const FIXTURES: MedicareFixture[] = [
  {
    id: 900,
    source: "cms",
    careType: "nursing_homes",
    ccn: "455001",
    ratings: [4, 2, null, 5],
    ratingDate: "2024-06-01",
    ownership: "For profit - Corporation",
    beds: 120,
    metrics: [
      { label: "Registered nurse staffing", value: 0.8213, unit: HOURS },
      { label: "Total nurse staffing", value: 3.9, unit: HOURS },
      { label: "Number of fines", value: 2, unit: "count" },
      { label: "Total amount of fines", value: 12_345.6, unit: "USD" },
      { label: "Total number of penalties", value: 3, unit: "count" },
      { label: "Abuse icon", value: 1, unit: "yes/no" },
      { label: "Substantiated complaints", value: 4, unit: "count" },
    ],
  },
  {
    id: 901,
    source: "cms",
    careType: "home_healthcare_agencies",
    ccn: "457002",
    ratings: [3, null, null, null],
    ratingDate: "2024-07-01",
    ownership: "Proprietary",
    beds: null,
    metrics: [{ label: "Patients whose breathing improved", value: 81.5, unit: "%" }],
  },
  {
    id: 902,
    source: "cms",
    careType: "hospices",
    ccn: "451503",
    ratings: [null, null, null, null],
    ratingDate: "2024-07-01",
    ownership: null,
    beds: null,
    metrics: [
      { label: "Per-beneficiary spending (U.S. dollars $)", value: 21_385, unit: "USD" },
      { label: "Hospice Care Index Overall Score", value: 10, unit: "points out of 10" },
    ],
  },
  {
    id: 903,
    source: "demo",
    careType: "nursing_homes",
    ccn: "X00903",
    ratings: [1, 0, 3, 2],
    ratingDate: "2026-01-15",
    ownership: "Non profit - Corporation",
    beds: 60,
    metrics: [{ label: "Number of fines", value: 0, unit: "count" }],
  },
];

const SLUG_OF_CARE_TYPE = {
  nursing_homes: "nursing-homes",
  home_healthcare_agencies: "home-health-agencies",
  hospices: "hospices",
} as const;

function pageOf(fixture: MedicareFixture): string {
  return `/${SLUG_OF_CARE_TYPE[fixture.careType]}/texas/austin/medicare-fixture-${fixture.id}/`;
}

function fixture(id: number): MedicareFixture {
  const found = FIXTURES.find((entry) => entry.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
}

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  await env.DB.batch(
    FIXTURES.flatMap((entry) => [
      env.DB.prepare(
        `INSERT OR IGNORE INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
           state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
         VALUES (?, ?, ?, ?, ?, ?, '1 Care Way', 1, 'Austin', 1, 'TX', '78701', '1 Care Way, Austin, TX 78701',
           30.27, -97.74, '(512) 555-0100', 'A fixture.', '[]', 1)`,
      ).bind(
        entry.id,
        entry.source,
        entry.source === "cms" ? entry.ccn : null,
        `Medicare Fixture ${entry.id}`,
        `medicare-fixture-${entry.id}`,
        entry.careType,
      ),
      env.DB.prepare(
        "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (?, ?, NULL)",
      ).bind(entry.id, entry.careType),
      env.DB.prepare(
        `INSERT OR IGNORE INTO medicare_records (provider_id, federal_provider_number, local_resource_type, state, ownership_type,
           provider_type, certified_beds, rating_date, overall_rating, health_inspection_rating, qm_rating, staffing_rating, metrics)
         VALUES (?, ?, ?, 'TX', ?, NULL, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        entry.id,
        entry.ccn,
        entry.careType,
        entry.ownership,
        entry.beds,
        entry.ratingDate,
        ...entry.ratings,
        JSON.stringify(entry.metrics),
      ),
    ]),
  );
  // A real nursing home from the national locations file: its CCN, and no Medicare record.
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO providers (id, source, ccn, name, slug, primary_care_type_id, street, city_id, city_name, county_id,
         state_code, zip, formatted_address, latitude, longitude, phone, description, tags, is_indexed)
       VALUES (910, 'cms', '675432', 'Located Only Home', 'located-only-home', 'nursing_homes', '2 Care Way', 1, 'Austin', 1,
         'TX', '78701', '2 Care Way, Austin, TX 78701', 30.27, -97.74, '(512) 555-0101', 'A fixture.', '[]', 1)`,
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (910, 'nursing_homes', NULL)",
    ),
  ]);
});

/** The block's HTML: from its section to the section's end. */
async function medicareBlock(path: string, host?: string): Promise<string> {
  const response = await call(path, { host });
  expect(response.status, path).toBe(200);
  return /<section id="provider-medicare".*?<\/section>/s.exec(await response.text())?.[0] ?? "";
}

/** Each bar as [label, width in %, text]. */
function bars(block: string): [string, string, string][] {
  return [
    ...block.matchAll(
      /<span class="medicare-bar-label">([^<]+)<\/span><span class="medicare-bar-track" aria-hidden="true"><span class="medicare-bar-fill" data-width="(\d+)"><\/span><\/span><span class="medicare-bar-value">([^<]+)<\/span>/g,
    ),
  ].map((match) => [match[1] as string, match[2] as string, match[3] as string]);
}

/** The key measures as [term, description]. */
function measures(block: string): [string, string][] {
  return [...block.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((match) => [
    match[1] as string,
    (match[2] as string).replace(/&#x27;/g, "'"),
  ]);
}

describe("the provider page's Medicare ratings block", () => {
  it("shows a nursing home's four ratings as bars rating*20 % wide, a missing one as 'Not rated'", async () => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const block = await medicareBlock(pageOf(fixture(900)), host);
      expect(block, host).toContain(">Medicare ratings and inspection results</h2>");
      expect(bars(block), host).toEqual([
        ["Overall rating", "80", "4 out of 5"],
        ["Health inspections", "40", "2 out of 5"],
        ["Staffing", "100", "5 out of 5"],
        ["Quality measures", "0", "Not rated"],
      ]);
    }
  });

  it("draws each rating's bar rating*20 % wide with the rating in text, and links to Care Compare, on both brands", async () => {
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const block = (await medicareBlock(pageOf(fixture(900)), host)).replaceAll("<!-- -->", "");
      // The policy allows no inline style: the width is a data attribute the stylesheet sizes.
      expect(block, host).not.toContain("style=");
      expect(bars(block), host).toEqual([
        ["Overall rating", "80", "4 out of 5"],
        ["Health inspections", "40", "2 out of 5"],
        ["Staffing", "100", "5 out of 5"],
        ["Quality measures", "0", "Not rated"],
      ]);
      expect(block, host).toContain("From CMS Care Compare");
      expect(block, host).toContain("Data from June 2024.");
      expect(block, host).toContain(
        '<a href="https://www.medicare.gov/care-compare/details/nursing-home/455001?state=TX" rel="noopener">See Medicare Fixture 900 on Medicare&#x27;s Care Compare (medicare.gov)</a>',
      );
      expect(block, host).toContain('<details class="medicare-all"><summary>All 1 Medicare measure</summary>');
    }
  });

  it("shows a real nursing home's page with no invented reviews, prices or awards", async () => {
    const response = await call(pageOf(fixture(900)));
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('<p class="provider-rating"><a href="#all_reviews_section">No reviews yet</a></p>');
    expect(html).not.toContain('id="provider-costs-900"');
    expect(html).not.toContain("price-blurred");
    const main = /<main[^>]*>.*<\/main>/s.exec(html)?.[0] ?? "";
    expect(main).not.toBe("");
    expect(main).not.toContain("award-badge");
    expect(main).not.toContain("Caring Stars");
  });

  it("lists the key measures, the abuse icon with its meaning, and the month of the data", async () => {
    const block = await medicareBlock(pageOf(fixture(900)));
    expect(measures(block)).toEqual([
      ["Registered nurse staffing", "0.82 hours per resident per day"],
      ["Total nurse staffing", "3.90 hours per resident per day"],
      ["Fines", "2 fines, $12,346 in total"],
      ["Penalties (fines and payment denials)", "3 penalties"],
      ["Ownership", "For profit - Corporation"],
      ["Certified beds", "120"],
      ["Substantiated complaints", "4"],
    ]);
    expect(block).toContain("<summary>All 1 Medicare measure</summary>");
    expect(block).toMatch(
      /<strong>Abuse icon:<\/strong> Medicare marks this nursing home because inspectors cited it for abuse/,
    );
    expect(block).toContain("From CMS Care Compare");
    expect(block).toContain("Data from June 2024.");
  });

  it("links a real nursing home and a real home-health agency to their Care Compare pages", async () => {
    const nursingHome = await medicareBlock(pageOf(fixture(900)));
    expect(nursingHome).toContain(
      '<a href="https://www.medicare.gov/care-compare/details/nursing-home/455001?state=TX" rel="noopener">',
    );
    expect(nursingHome).toMatch(/on Medicare&#x27;s Care Compare \(medicare\.gov\)<\/a>/);
    const agency = await medicareBlock(pageOf(fixture(901)));
    expect(agency).toContain('href="https://www.medicare.gov/care-compare/details/home-health/457002?state=TX"');
    expect(bars(agency)).toEqual([["Quality of patient care", "60", "3 out of 5"]]);
    expect(measures(agency)).toEqual([
      ["Ownership", "Proprietary"],
      ["Patients whose breathing improved", "81.5%"],
    ]);
  });

  it("gives a hospice its measures and the data month, without bars or a Care Compare link", async () => {
    const block = await medicareBlock(pageOf(fixture(902)));
    expect(block).toContain(">Medicare ratings and inspection results</h2>");
    expect(bars(block)).toEqual([]);
    expect(block).toContain("Care Compare gives this provider no star rating.");
    expect(measures(block)).toEqual([
      ["Per-beneficiary spending (U.S. dollars $)", "$21,385"],
      ["Hospice Care Index Overall Score", "10 points out of 10"],
    ]);
    expect(block).toContain("Data from July 2024.");
    expect(block).not.toContain("medicare.gov");
    expect(block).not.toContain("<a ");
  });

  it("says a demo listing's figures are invented, rates a 0 as 'Not rated' and links nowhere", async () => {
    const block = await medicareBlock(pageOf(fixture(903)));
    expect(block).toContain("Demo figures: invented for this fictional listing");
    expect(block).not.toContain("From CMS Care Compare");
    expect(bars(block)).toEqual([
      ["Overall rating", "20", "1 out of 5"],
      ["Health inspections", "0", "Not rated"],
      ["Staffing", "40", "2 out of 5"],
      ["Quality measures", "60", "3 out of 5"],
    ]);
    expect(measures(block)).toContainEqual(["Fines", "None"]);
    expect(block).not.toContain("Abuse icon");
    expect(block).not.toContain("<a ");
  });

  it("says so plainly for a real nursing home without Medicare figures, and links its Care Compare page by CCN", async () => {
    const block = (await medicareBlock("/nursing-homes/texas/austin/located-only-home/")).replaceAll("<!-- -->", "");
    expect(block).toContain(">Medicare ratings and inspection results</h2>");
    expect(block).toContain(
      "This directory does not hold Medicare&#x27;s star ratings or inspection results for Located Only Home yet.",
    );
    expect(block).toContain(
      '<a href="https://www.medicare.gov/care-compare/details/nursing-home/675432?state=TX" rel="noopener">',
    );
    expect(bars(block)).toEqual([]);
  });

  it("puts the overall stars, their source and date in the page's title block, linked to the section", async () => {
    const titleBlock = async (id: number) => {
      const html = (await (await call(pageOf(fixture(id)))).text()).replaceAll("<!-- -->", "");
      const start = html.indexOf('<div class="provider-title-block">');
      return html.slice(start, html.indexOf('<address class="provider-address">', start));
    };
    const real = await titleBlock(900);
    expect(real).toContain("Medicare overall rating: 4 out of 5 stars");
    expect(real).toContain("CMS Care Compare, June 2024");
    expect(real).toContain('<a href="#provider-medicare">See the Medicare ratings and inspection results</a>');
    expect(await titleBlock(903)).toContain("Medicare overall rating: 1 out of 5 stars");
    expect(await titleBlock(903)).toContain("Demo figures in the Care Compare form, January 2026");
    // The hospice file rates no stars: no line, rather than an empty one.
    expect(await titleBlock(902)).not.toContain("medicare-stars");
    // Each group of figures in the section says where it is from and when.
    const block = (await medicareBlock(pageOf(fixture(900)))).replaceAll("<!-- -->", "");
    expect(block).toContain('Star ratings <span class="medicare-figure-source">(CMS Care Compare, June 2024)</span>');
    expect(block).toContain(
      'Staffing, fines and ownership <span class="medicare-figure-source">(CMS Care Compare, June 2024)</span>',
    );
  });

  it("is absent from a provider without a Medicare record", async () => {
    const html = await (await call("/assisted-living/texas/austin/fixture-provider-100/")).text();
    expect(html).toContain("fixture-provider-100");
    expect(html).not.toContain('id="provider-medicare"');
  });
});
