import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeProblem, parseCmsFile } from "../../scripts/lib/cms/cms-file.ts";
import { buildPlaces } from "../../scripts/lib/cms/cms-places.ts";
import {
  aggregateStatementsFor,
  differs,
  MEDICARE_UPSERT,
  PROVIDER_UPSERT,
  upsertStatements,
} from "../../scripts/lib/cms/cms-sql.ts";
import { type CsvRecord, readCsv } from "../../scripts/lib/cms/csv.ts";
import type { CmsFacility } from "../../scripts/lib/cms/facility.ts";
import { runCmsImport } from "../../scripts/lib/cms/import.ts";
import {
  cmsProviderId,
  fileDateOf,
  mapFacility,
  medicareRowFor,
  type ProviderDraft,
  settleSlug,
} from "../../scripts/lib/cms/mapping.ts";
import { titleCase } from "../../scripts/lib/cms/title-case.ts";
import { openLocalD1 } from "../../scripts/lib/local-d1.ts";
import { SHIPPED_CMS_FILES } from "../../scripts/lib/local-database.ts";
import { offlineEnv, projectRoot } from "../../scripts/lib/offline-env.ts";

const dataFolder = join(projectRoot, "data", "cms");
const NATIONAL = join(dataFolder, "nursing-homes-national-locations-2024-08.csv");
const PROVIDER_INFO = join(dataFolder, "nursing-homes-provider-info-sc-2024-06.csv");
const HOME_HEALTH = join(dataFolder, "home-health-sc-2024-07.csv");
const HOSPICE = join(dataFolder, "hospice-sc-2024-07-geocoded.csv");

const HOSPICE_HEADER =
  "CMS Certification Number (CCN),Facility Name,Address Line 1,Address Line 2,City/Town,State,ZIP Code,County/Parish,Telephone Number,CMS Region,Measure Code,Measure Name,Score,Footnote,Measure Date Range,Cleaned Address,Latitude,Longitude";

const NATIONAL_HEADER =
  "CCN,Provider_Name,Provider_Address,City_Town,State,Zip,Location,Telephone,County,Beds,Latitude,Longitude";

function facilityOf(path: string, ccn: string): CmsFacility {
  const found = parseCmsFile(readFileSync(path, "utf8")).facilities.find((entry) => entry.facility.ccn === ccn);
  if (!found) throw new Error(`${ccn} is not in ${path}`);
  return found.facility;
}

/** A gazetteer small enough to read: the places the sample rows need. */
const places = buildPlaces({
  states: [
    { code: "AL", name: "Alabama" },
    { code: "SC", name: "South Carolina" },
  ],
  counties: [
    { id: 30, name: "Franklin County", stateCode: "AL", nameKey: "franklin" },
    { id: 501, name: "Cherokee County", stateCode: "SC", nameKey: "cherokee" },
    { id: 502, name: "Charleston County", stateCode: "SC", nameKey: "charleston" },
    { id: 504, name: "Richland County", stateCode: "SC", nameKey: "richland" },
    { id: 503, name: "Chesterfield County", stateCode: "SC", nameKey: "chesterfield" },
  ],
  cities: [
    { id: 698, name: "Russellville", stateCode: "AL", countyId: 30, nameKey: "russellville", population: 10000 },
    { id: 900, name: "Gaffney", stateCode: "SC", countyId: 501, nameKey: "gaffney", population: 12000 },
    { id: 901, name: "Mount Pleasant", stateCode: "SC", countyId: 502, nameKey: "mount pleasant", population: 90000 },
    { id: 902, name: "Cheraw", stateCode: "SC", countyId: 503, nameKey: "cheraw", population: 5000 },
    { id: 903, name: "Charleston", stateCode: "SC", countyId: 502, nameKey: "charleston", population: 150000 },
  ],
  zips: [
    { zip: "35653", cityId: 698, countyId: 30, stateCode: "AL", latitude: 34.5, longitude: -87.7 },
    { zip: "29341", cityId: 900, countyId: 501, stateCode: "SC", latitude: 35.1, longitude: -81.6 },
    { zip: "29464", cityId: 901, countyId: 502, stateCode: "SC", latitude: 32.8473, longitude: -79.8206 },
    { zip: "29407", cityId: 903, countyId: 502, stateCode: "SC", latitude: 32.7987, longitude: -80.0057 },
    { zip: "29410", cityId: 903, countyId: 502, stateCode: "SC", latitude: 32.9185, longitude: -80.022 },
  ],
});

function mapped(facility: CmsFacility, knownProviderType: string | null = null): ProviderDraft {
  const result = mapFacility(facility, places, knownProviderType);
  if (!result.ok) throw new Error(result.reason);
  return result.provider;
}

describe("readCsv", () => {
  it("reads quotes, doubled quotes, embedded commas and line breaks, CRLF, and the line each record starts on", () => {
    const text = [
      "\uFEFFccn,name,note\r\n",
      '015009,"BURNS NURSING HOME, INC.","said ""welcome""\r\nand waved"\r\n',
      "015010,PLAIN,\r\n",
      "\r\n",
      '015012,"two\nline\nbreaks",last',
    ].join("");
    expect(readCsv(text)).toEqual([
      { line: 1, fields: ["ccn", "name", "note"] },
      { line: 2, fields: ["015009", "BURNS NURSING HOME, INC.", 'said "welcome"\r\nand waved'] },
      { line: 4, fields: ["015010", "PLAIN", ""] },
      { line: 6, fields: ["015012", "two\nline\nbreaks", "last"] },
    ]);
  });

  it("keeps a stray quote as text", () => {
    expect(readCsv('a,b\n"x"y,z\n12" TV,3\n')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ['"x"y', "z"] },
      { line: 3, fields: ['12" TV', "3"] },
    ]);
  });

  it("reports a quoted field that is never closed on the line its record starts, after the rows before it", () => {
    expect(readCsv('a,b\r\n1,"two\r\nlines"\r\n\r\n2,"never closed\r\n3,4\r\n')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "two\r\nlines"] },
      { line: 5, fields: [], problem: "a quoted field is never closed" },
    ]);
  });

  it("reads back any table an independent writer makes, with the line each record starts on", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", "Z", " ", ",", '"', "\n", "\r\n", "é", "1") });
    const row = fc.record({
      fields: fc.array(cell, { minLength: 2, maxLength: 4 }),
      emptyLinesBefore: fc.nat(2),
      quoteEveryField: fc.boolean(),
    });
    const options = fc.record({
      lineEnd: fc.constantFrom("\n", "\r\n", "\r"),
      byteOrderMark: fc.boolean(),
      ending: fc.constantFrom("last row", "line end", "unclosed quote"),
    });
    // RFC 4180 §2: a field holding a quote, comma or line break must be quoted; any may be.
    const write = (field: string, quoteAlways: boolean) =>
      quoteAlways || /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
    const linesEnded = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), options, (rows, settings) => {
        const { lineEnd, byteOrderMark, ending } = settings;
        let text = byteOrderMark ? "\uFEFF" : "";
        const expected: CsvRecord[] = [];
        rows.forEach(({ fields, emptyLinesBefore, quoteEveryField }, index) => {
          text += lineEnd.repeat(emptyLinesBefore + (index > 0 ? 1 : 0));
          expected.push({ line: linesEnded(text) + 1, fields });
          text += fields.map((field) => write(field, quoteEveryField)).join(",");
        });
        if (ending !== "last row") text += lineEnd;
        if (ending === "unclosed quote") {
          expected.push({ line: linesEnded(text) + 1, fields: [], problem: "a quoted field is never closed" });
          text += `last,"never closed${lineEnd}9,9`;
        }
        expect(readCsv(text)).toEqual(expected);
      }),
    );
  });
});

describe("row validation", () => {
  it("skips malformed rows with `line N: reason` and keeps the rest", () => {
    const good =
      '015009,"BURNS NURSING HOME, INC.",701 MONROE STREET NW,RUSSELLVILLE,AL,35653,"x",2563324110,Franklin,57,34.5149,-87.736';
    const text = [
      NATIONAL_HEADER,
      good,
      "015010,TOO FEW,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,33.1",
      ",NO CCN,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,33.16,-86.25",
      "015012,,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,33.16,-86.25",
      "015013,BAD LATITUDE,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,133.16,-86.25",
      "015014,NO STATE,1 MAIN ST,SYLACAUGA,,35150,x,2562495604,Talladega,85,33.16,-86.25",
      "015015,BAD ZIP,1 MAIN ST,SYLACAUGA,AL,ABCDE,x,2562495604,Talladega,85,33.16,-86.25",
      "015016,BAD BEDS,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,-4,33.16,-86.25",
      "015017,HALF COORDINATES,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,33.16,",
      good.replace("BURNS", "DUPLICATE"),
      '015018,"UNCLOSED,1 MAIN ST,SYLACAUGA,AL,35150,x,2562495604,Talladega,85,33.16,-86.25',
    ].join("\n");
    const parsed = parseCmsFile(text);
    expect(parsed.format.kind).toBe("national-locations");
    expect(parsed.rowsRead).toBe(11);
    expect(parsed.facilities.map((entry) => entry.facility.ccn)).toEqual(["015009"]);
    expect(parsed.problems.map(describeProblem)).toEqual([
      "line 3: expected 12 fields, found 11",
      "line 4: CCN: is missing",
      "line 5: Provider_Name: is missing",
      "line 6: Latitude: 133.16 is not a latitude",
      "line 7: State: is missing",
      'line 8: Zip: "ABCDE" is not a ZIP code',
      "line 9: Beds: -4 is not a whole number of zero or more",
      "line 10: Longitude: is missing while Latitude is given",
      "line 11: CCN 015009 already appeared on line 2",
      "line 12: a quoted field is never closed",
    ]);
  });

  it("combines a hospice's rows into one facility and skips bad measure rows with `line N: reason`", () => {
    const row = (fields: {
      ccn?: string;
      name?: string;
      code: string;
      label: string;
      score: string;
      footnote?: string;
      lat?: string;
    }) =>
      [
        fields.ccn ?? "421546",
        fields.name ?? "PROMEDICA HOSPICE-CHARLESTON",
        '"1470 TOBIAS GADSON BLVD, SUITE 203"',
        "",
        "CHARLESTON",
        "SC",
        "29407",
        "Charleston",
        "(843) 766-7646",
        "4",
        fields.code,
        `"${fields.label}"`,
        `"${fields.score}"`,
        fields.footnote ?? "",
        "01/01/2021-12/31/2022",
        "1470 TOBIAS GADSON BLVD",
        fields.lat ?? "32.8096",
        "-80.03",
      ].join(",");
    const spending = "Per-beneficiary spending (U.S. dollars $)";
    const text = [
      HOSPICE_HEADER,
      row({ code: "H_012_07_DENOMINATOR", label: spending, score: "343" }),
      row({ code: "H_012_07_OBSERVED", label: spending, score: "21,385" }),
      row({ code: "H_012_00_OBSERVED", label: "Hospice Care Index Overall Score", score: "ten" }),
      row({ code: "H_012_07_OBSERVED", label: spending, score: "1" }),
      row({ name: "ANOTHER NAME", code: "Average_Daily_Census", label: "Average Daily Census", score: "77.0" }),
      row({ code: "Care_Provided_Home", label: "Care Provided in Home", score: "0", footnote: "14" }),
      row({
        code: "Pct_Pts_w_Cancer",
        label: "Percent of Patients with Cancer",
        score: "Not Available",
        footnote: "13",
      }),
      row({
        code: "Bene_MA_Pct",
        label: "Hospice served at least 1 patient enrolled in Medicare Advantage",
        score: "Yes",
      }),
      row({ ccn: "42154", code: "Care_Provided_Home", label: "Care Provided in Home", score: "60" }),
      row({ code: "Pct_Pts_w_Dementia", label: "Percent of Patients with Dementia", score: "16", lat: "" }),
      row({ code: "Pct_Pts_w_Stroke", label: "Percent of Patients with Stroke", score: "16" }),
    ].join("\n");
    const parsed = parseCmsFile(text);
    expect(parsed.format.kind).toBe("hospice");
    expect(parsed.rowsRead).toBe(11);
    expect(parsed.problems.map(describeProblem)).toEqual([
      'line 4: Score: "ten" is not a number',
      'line 5: the measure "Per-beneficiary spending (U.S. dollars $)" already appeared for this facility (CCN 421546, line 2)',
      "line 6: name differs from the facility's first row (CCN 421546, line 2)",
      'line 10: CMS Certification Number (CCN): "42154" is not a CMS Certification Number',
      "line 11: Latitude: is missing while Longitude is given",
    ]);
    expect(parsed.facilities).toHaveLength(1);
    expect(parsed.facilities[0]?.line).toBe(2);
    // The footnoted, unavailable and Yes/No scores are no figures; the denominator is no measure.
    expect(parsed.facilities[0]?.facility.medicare?.metrics).toEqual([
      { label: spending, value: 21385, unit: "USD" },
      { label: "Percent of Patients with Stroke", value: 16, unit: "%" },
    ]);
  });

  it("refuses a state the directory does not know, and a home-health agency whose ZIP code is unknown", () => {
    const unknownState = { ...facilityOf(NATIONAL, "015009"), state: "ZZ" };
    expect(mapFacility(unknownState, places)).toEqual({ ok: false, reason: 'unknown state "ZZ"' });
    const nowhere = { ...facilityOf(HOME_HEALTH, "427004"), zip: "29999" };
    expect(mapFacility(nowhere, places)).toEqual({
      ok: false,
      reason: "no coordinates, and ZIP code 29999 is not in the gazetteer",
    });
  });

  it("refuses a file whose header it does not know", () => {
    expect(() => parseCmsFile("a,b,c\n1,2,3\n")).toThrow(/header is not one of/);
  });
});

describe("mapping real rows", () => {
  it("maps a national locations row to a provider with a deterministic id", () => {
    const provider = mapped(facilityOf(NATIONAL, "015009"));
    expect(provider).toEqual({
      id: 2_001_912_905,
      legacy_id: "cms-015009",
      source: "cms",
      ccn: "015009",
      name: "Burns Nursing Home, Inc.",
      slugBase: "burns-nursing-home-inc-russellville-al",
      primary_care_type_id: "nursing_homes",
      street: "701 Monroe Street NW",
      city_id: 698,
      city_name: "Russellville",
      county_id: 30,
      county_name: "Franklin County",
      state_code: "AL",
      zip: "35653",
      formatted_address: "701 Monroe Street NW, Russellville, AL 35653",
      latitude: 34.5149,
      longitude: -87.736,
      phone: "(256) 332-4110",
      description: "A 57-bed nursing home in Russellville, Alabama.",
      tags: '["Nursing Homes"]',
      care_types_description: "Nursing Homes",
      is_indexed: 1,
    });
    expect(cmsProviderId("015009")).toBe(2_001_912_905);
    expect(cmsProviderId("01A193")).toBe(2_000_000_000 + Number.parseInt("01A193", 36));
  });

  it("maps a Provider Info row to a provider and a Medicare record with the file's ratings", () => {
    const facility = facilityOf(PROVIDER_INFO, "425005");
    const provider = mapped(facility);
    expect(provider).toMatchObject({
      id: 2_245_457_221,
      name: "Cheraw Healthcare",
      city_id: 902,
      county_name: "Chesterfield County",
      formatted_address: "400 Moffat Road, Cheraw, SC 29520",
      description: "A 120-bed nursing home in Cheraw, South Carolina, certified for Medicare and Medicaid.",
    });
    const medicare = medicareRowFor(facility, provider.id, undefined);
    expect(medicare).toMatchObject({
      provider_id: 2_245_457_221,
      federal_provider_number: "425005",
      local_resource_type: "nursing_homes",
      state: "SC",
      ownership_type: "For profit - Corporation",
      provider_type: "Medicare and Medicaid",
      certified_beds: 120,
      rating_date: "2024-06-01",
      overall_rating: 5,
      health_inspection_rating: 5,
      qm_rating: 3,
      staffing_rating: 3,
    });
    const metrics = JSON.parse(medicare?.metrics ?? "[]") as { label: string; value: number; unit: string }[];
    expect(metrics).toContainEqual({
      label: "Total nurse staffing",
      value: 6.11951,
      unit: "hours per resident per day",
    });
    expect(metrics).toContainEqual({ label: "Total amount of fines", value: 187862.64, unit: "USD" });
  });

  it("keeps blank ratings null and the certification in the description", () => {
    const facility = facilityOf(PROVIDER_INFO, "425003");
    expect(facility.medicare).toMatchObject({ overallRating: null, staffingRating: null, certifiedBeds: 52 });
    expect(mapped(facility).description).toBe(
      "A 52-bed nursing home in Gaffney, South Carolina, certified for Medicare and Medicaid.",
    );
  });

  it("maps a home-health row, placing it at its ZIP code's centre", () => {
    const facility = facilityOf(HOME_HEALTH, "427004");
    const provider = mapped(facility);
    expect(provider).toMatchObject({
      id: 2_245_550_532,
      name: "Musc Health at Home, by Bayada- Charleston",
      primary_care_type_id: "home_healthcare_agencies",
      city_id: 901,
      city_name: "Mount Pleasant",
      county_id: 502,
      formatted_address: "1671 Belle Isle Ave, Ste 115B, Mount Pleasant, SC 29464",
      latitude: 32.8473,
      longitude: -79.8206,
      phone: "(843) 576-5378",
      tags: '["Home Health Agencies"]',
      description:
        "A Medicare-certified home health agency in Mount Pleasant, South Carolina, offering nursing care, physical therapy, occupational therapy, speech pathology, medical social services and home health aide services.",
    });
    expect(medicareRowFor(facility, provider.id, undefined)).toMatchObject({
      local_resource_type: "home_healthcare_agencies",
      ownership_type: "Proprietary",
      overall_rating: 4,
      health_inspection_rating: null,
      qm_rating: null,
      staffing_rating: null,
    });
  });

  it("maps a hospice to one provider with its measures as CMS names them, dated by the file", () => {
    const facility = facilityOf(HOSPICE, "421546");
    const provider = mapped(facility);
    expect(provider).toMatchObject({
      id: cmsProviderId("421546"),
      name: "Promedica Hospice-Charleston",
      primary_care_type_id: "hospices",
      street: "1470 Tobias Gadson Blvd, Suite 203",
      city_id: 903,
      county_name: "Charleston County",
      latitude: 32.80960987698599,
      longitude: -80.03000424081941,
      phone: "(843) 766-7646",
      tags: '["Hospice"]',
      description: "A Medicare-certified hospice in Charleston, South Carolina.",
    });
    const medicare = medicareRowFor(facility, provider.id, undefined, fileDateOf("hospice-sc-2024-07-geocoded.csv"));
    expect(medicare).toMatchObject({
      federal_provider_number: "421546",
      local_resource_type: "hospices",
      state: "SC",
      rating_date: "2024-07-01",
      overall_rating: null,
      health_inspection_rating: null,
      qm_rating: null,
      staffing_rating: null,
    });
    const metrics = JSON.parse(medicare?.metrics ?? "[]") as { label: string; value: number; unit: string }[];
    expect(metrics).toHaveLength(31);
    expect(metrics[0]).toEqual({ label: "Hospice and Palliative Care Treatment Preferences", value: 100, unit: "%" });
    expect(metrics).toContainEqual({ label: "Hospice Care Index Overall Score", value: 10, unit: "points out of 10" });
    expect(metrics).toContainEqual({
      label: "Nurse care minutes per routine home care days (minutes)",
      value: 13.9,
      unit: "minutes",
    });
    expect(metrics).toContainEqual({ label: "Average Daily Census", value: 77, unit: "patients" });
    expect(metrics.map((metric) => metric.label)).not.toContain("Care Provided in Skilled Nursing Facility");
  });

  it("places a facility geocoded far from its ZIP code at the ZIP code's centre", () => {
    // The file puts this Charleston hospice at 51.18 N, 0.99 E: in Kent, England.
    const facility = facilityOf(HOSPICE, "421597");
    expect(facility.latitude).toBeCloseTo(51.18, 2);
    expect(mapped(facility)).toMatchObject({ zip: "29410", latitude: 32.9185, longitude: -80.022 });
    const nearby = { ...facility, latitude: 32.95, longitude: -80.05 };
    expect(mapped(nearby)).toMatchObject({ latitude: 32.95, longitude: -80.05 });
  });

  it("keeps the abuse icon of the Provider Info file as a yes/no measure", () => {
    const flagged = parseCmsFile(readFileSync(PROVIDER_INFO, "utf8")).facilities.filter((entry) =>
      entry.facility.medicare?.metrics.some((metric) => metric.label === "Abuse icon" && metric.value === 1),
    );
    expect(flagged).toHaveLength(18);
    expect(facilityOf(PROVIDER_INFO, "425005").medicare?.metrics).toContainEqual({
      label: "Abuse icon",
      value: 0,
      unit: "yes/no",
    });
  });

  it("reads the month a file is from in its name", () => {
    expect(fileDateOf("home-health-sc-2024-07.csv")).toBe("2024-07-01");
    expect(fileDateOf("hospice-sc-2024-07-geocoded.csv")).toBe("2024-07-01");
    expect(fileDateOf("providers.csv")).toBeNull();
    expect(fileDateOf("sc-2024-13.csv")).toBeNull();
  });

  it("rounds a half-star agency rating down and keeps the exact value among the metrics", () => {
    const halfStar = parseCmsFile(readFileSync(HOME_HEALTH, "utf8")).facilities.find(
      (entry) => entry.facility.medicare?.metrics[0]?.value === 4.5,
    )?.facility;
    expect(halfStar?.medicare?.overallRating).toBe(4);
    expect(halfStar?.medicare?.metrics[0]).toEqual({
      label: "Quality of patient care star rating",
      value: 4.5,
      unit: "stars",
    });
  });

  it("brings a stored record's certified beds up to date from the national file, and nothing else", () => {
    const facility = facilityOf(NATIONAL, "425005");
    const stored = medicareRowFor(facilityOf(PROVIDER_INFO, "425005"), 1, undefined);
    expect(medicareRowFor(facility, 1, stored ?? undefined)).toEqual({ ...stored, certified_beds: facility.beds });
    expect(medicareRowFor(facility, 1, undefined)).toBeNull();
  });

  it("appends the CCN to a slug another provider holds, and keeps a slug once given", () => {
    const draft = mapped(facilityOf(NATIONAL, "015009"));
    const owners = new Map([["burns-nursing-home-inc-russellville-al", 7]]);
    expect(settleSlug(draft, undefined, owners).slug).toBe("burns-nursing-home-inc-russellville-al-015009");
    expect(settleSlug(draft, "burns-nursing-home-inc-russellville-al-015009", new Map()).slug).toBe(
      "burns-nursing-home-inc-russellville-al-015009",
    );
    expect(settleSlug(draft, "old-name-russellville-al", new Map()).slug).toBe(
      "burns-nursing-home-inc-russellville-al",
    );
  });

  it("title-cases names and streets readably", () => {
    expect(titleCase("MCCORMICK HEALTH CARE CTR LLC")).toBe("McCormick Health Care Ctr LLC");
    expect(titleCase("ST. MARY'S HOME OF THE AGED")).toBe("St. Mary's Home of the Aged");
    expect(titleCase("O'NEILL HEALTHCARE - THE OAKS (SNF)")).toBe("O'Neill Healthcare - The Oaks (SNF)");
    expect(titleCase("1505 EAST 4TH AVENUE, STE 115B")).toBe("1505 East 4th Avenue, Ste 115B");
    expect(titleCase("Already Cased")).toBe("Already Cased");
  });
});

describe("whole files", () => {
  it("reads every row of the national locations file", () => {
    const parsed = parseCmsFile(readFileSync(NATIONAL, "utf8"));
    expect(parsed.problems.map(describeProblem)).toEqual([]);
    expect(parsed.rowsRead).toBe(14_825);
    expect(parsed.facilities).toHaveLength(14_825);
    // New England ZIP codes lost their leading zero in the file.
    expect(parsed.facilities.every((entry) => /^\d{5}$/.test(entry.facility.zip))).toBe(true);
  });

  it("reads the ratings of the South Carolina Provider Info file", () => {
    const parsed = parseCmsFile(readFileSync(PROVIDER_INFO, "utf8"));
    expect(parsed.format.kind).toBe("provider-info");
    expect(parsed.problems).toEqual([]);
    expect(parsed.facilities).toHaveLength(189);
    const overall = new Map<number | null, number>();
    for (const { facility } of parsed.facilities) {
      const rating = facility.medicare?.overallRating ?? null;
      overall.set(rating, (overall.get(rating) ?? 0) + 1);
    }
    expect(Object.fromEntries(overall)).toEqual({ 1: 48, 2: 34, 3: 35, 4: 38, 5: 31, null: 3 });
  });

  it("reads the hospice file: 134 rows, one facility per CCN", () => {
    const parsed = parseCmsFile(readFileSync(HOSPICE, "utf8"));
    expect(parsed.format.kind).toBe("hospice");
    expect(parsed.problems).toEqual([]);
    expect(parsed.rowsRead).toBe(134);
    expect(parsed.facilities.map((entry) => [entry.line, entry.facility.ccn])).toEqual([
      [2, "421546"],
      [69, "421597"],
    ]);
  });

  it("reads the home-health file", () => {
    const parsed = parseCmsFile(readFileSync(HOME_HEALTH, "utf8"));
    expect(parsed.format.kind).toBe("home-health");
    expect(parsed.problems).toEqual([]);
    expect(parsed.facilities).toHaveLength(69);
  });
});

describe("SQL", () => {
  const provider = settleSlug(mapped(facilityOf(NATIONAL, "015009")), undefined, new Map());

  it("upserts by CCN and updates only when a column differs", () => {
    const [statement, ...rest] = upsertStatements(PROVIDER_UPSERT, [provider]);
    expect(rest).toEqual([]);
    expect(statement).toContain("ON CONFLICT(ccn) DO UPDATE SET name = excluded.name");
    expect(statement).toContain("WHERE providers.name IS NOT excluded.name OR");
    expect(statement).not.toContain("created_at");
    expect(statement).not.toContain("\n");
    expect(differs(PROVIDER_UPSERT, provider, { ...provider })).toBe(false);
    expect(differs(PROVIDER_UPSERT, provider, { ...provider, phone: "" })).toBe(true);
    expect(differs(PROVIDER_UPSERT, provider, { ...provider, is_indexed: 0 })).toBe(false);
    expect(differs(PROVIDER_UPSERT, provider, undefined)).toBe(true);
  });

  it("keeps every statement under D1's length limit", () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ ...provider, ccn: String(index).padStart(6, "0") }));
    const statements = upsertStatements(PROVIDER_UPSERT, many);
    expect(statements.length).toBeGreaterThan(5);
    for (const statement of statements) expect(statement.length).toBeLessThan(100_000);
    const medicare = medicareRowFor(facilityOf(PROVIDER_INFO, "425005"), 1, undefined);
    expect(upsertStatements(MEDICARE_UPSERT, medicare ? [medicare] : [])[0]).toContain(
      "ON CONFLICT(federal_provider_number) DO UPDATE",
    );
  });

  it("recomputes aggregates a scope of ids at a time, leaving the bayesian pass to the chunked refresh", () => {
    const ids = Array.from({ length: 2500 }, (_, index) => 2_000_000_000 + index);
    const statements = aggregateStatementsFor(ids);
    expect(statements).toHaveLength(3);
    expect(statements.every((statement) => statement.includes("id IN ("))).toBe(true);
    expect(statements.filter((statement) => statement.includes("bayesian_average ="))).toEqual([]);
  });
});

describe("importing into a database", () => {
  let persistTo = "";

  beforeAll(async () => {
    persistTo = await mkdtemp(join(tmpdir(), "carefind-cms-"));
    await promisify(execFile)(
      process.execPath,
      ["scripts/wrangler.ts", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
      { cwd: projectRoot, env: offlineEnv() },
    );
  }, 60_000);

  afterAll(async () => {
    if (persistTo) await rm(persistTo, { recursive: true, force: true });
  });

  it("imports the Provider Info file, and a second run changes nothing", async () => {
    const quiet = { info: () => {}, problem: () => {} };
    const [first] = await runCmsImport({ files: [PROVIDER_INFO], persistTo, ...quiet });
    expect(first).toMatchObject({ rowsRead: 189, inserted: 189, updated: 0, unchanged: 0, skipped: 0 });
    expect(first?.medicareRecords).toEqual({ inserted: 189, updated: 0 });

    const [second] = await runCmsImport({ files: [PROVIDER_INFO], persistTo, ...quiet });
    expect(second).toMatchObject({ rowsRead: 189, inserted: 0, updated: 0, unchanged: 189, skipped: 0 });

    const expected = parseCmsFile(readFileSync(PROVIDER_INFO, "utf8")).facilities.map(({ facility }) => ({
      ccn: facility.ccn,
      overall: facility.medicare?.overallRating ?? null,
      health: facility.medicare?.healthInspectionRating ?? null,
      qm: facility.medicare?.qmRating ?? null,
      staffing: facility.medicare?.staffingRating ?? null,
    }));
    const { db, dispose } = await openLocalD1(persistTo);
    try {
      const { results } = await db
        .prepare(
          `SELECT m.federal_provider_number AS ccn, m.overall_rating AS overall, m.health_inspection_rating AS health,
             m.qm_rating AS qm, m.staffing_rating AS staffing
           FROM medicare_records m JOIN providers p ON p.id = m.provider_id
           WHERE p.source = 'cms' ORDER BY m.federal_provider_number`,
        )
        .all();
      expect(results).toEqual([...expected].sort((a, b) => a.ccn.localeCompare(b.ccn)));
      const services = await db
        .prepare("SELECT count(*) AS count FROM provider_services WHERE starting_price_cents IS NULL")
        .first<{ count: number }>();
      expect(services?.count).toBe(189);
    } finally {
      await dispose();
    }
  }, 90_000);

  it("imports the hospice file as two hospices with Medicare records, and a second run changes nothing", async () => {
    const quiet = { info: () => {}, problem: () => {} };
    const [first] = await runCmsImport({ files: [HOSPICE], persistTo, ...quiet });
    expect(first).toMatchObject({ rowsRead: 134, inserted: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(first?.medicareRecords).toEqual({ inserted: 2, updated: 0 });
    const [second] = await runCmsImport({ files: [HOSPICE], persistTo, ...quiet });
    expect(second).toMatchObject({ rowsRead: 134, inserted: 0, updated: 0, unchanged: 2, skipped: 0 });

    const { db, dispose } = await openLocalD1(persistTo);
    try {
      const { results } = await db
        .prepare(
          `SELECT p.name, p.primary_care_type_id AS careType, s.care_type_id AS service, m.local_resource_type AS kind,
             m.rating_date AS ratingDate, json_array_length(m.metrics) AS measures
           FROM providers p JOIN medicare_records m ON m.provider_id = p.id
             JOIN provider_services s ON s.provider_id = p.id
           WHERE m.local_resource_type = 'hospices' ORDER BY p.name`,
        )
        .all();
      expect(results).toEqual([
        {
          name: "Heart of Hospice Lowcountry",
          careType: "hospices",
          service: "hospices",
          kind: "hospices",
          ratingDate: "2024-07-01",
          measures: 23,
        },
        {
          name: "Promedica Hospice-Charleston",
          careType: "hospices",
          service: "hospices",
          kind: "hospices",
          ratingDate: "2024-07-01",
          measures: 31,
        },
      ]);
    } finally {
      await dispose();
    }
  }, 90_000);
});

describe("the default load of the shipped files", () => {
  let persistTo = "";

  beforeAll(async () => {
    persistTo = await mkdtemp(join(tmpdir(), "carefind-cms-default-"));
    await promisify(execFile)(
      process.execPath,
      ["scripts/wrangler.ts", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
      { cwd: projectRoot, env: offlineEnv() },
    );
  }, 60_000);

  afterAll(async () => {
    if (persistTo) await rm(persistTo, { recursive: true, force: true });
  });

  it("loads every shipped file once, skips them on the next start, and invents nothing", async () => {
    const messages: string[] = [];
    const options = { files: SHIPPED_CMS_FILES, persistTo, onlyNew: true, problem: () => {} };
    const first = await runCmsImport({ ...options, info: () => {} });
    expect(first.map((summary) => [summary.file, summary.rowsRead, summary.skipped])).toEqual([
      ["nursing-homes-national-locations-2024-08.csv", 14_825, 0],
      ["nursing-homes-provider-info-sc-2024-06.csv", 189, 0],
      ["home-health-sc-2024-07.csv", 69, 0],
      ["hospice-sc-2024-07-geocoded.csv", 134, 0],
    ]);

    const again = await runCmsImport({ ...options, info: (message) => messages.push(message) });
    expect(again).toEqual([]);
    expect(messages.map((message) => message.replace(/\(\d{4}-\d{2}-\d{2}\)/, "(date)"))).toEqual(
      SHIPPED_CMS_FILES.map((path) => `${basename(path)}: already imported (date); left as is.`),
    );

    const { db, dispose } = await openLocalD1(persistTo);
    try {
      const count = async (sql: string) => (await db.prepare(sql).first<{ count: number }>())?.count;
      // Every national nursing home (the SC Provider Info homes are among them), the agencies, the hospices.
      expect(await count("SELECT count(*) AS count FROM providers WHERE source = 'cms'")).toBe(14_825 + 69 + 2);
      expect(await count("SELECT count(*) AS count FROM medicare_records")).toBe(189 + 69 + 2);
      expect(await count("SELECT count(*) AS count FROM cms_file_imports")).toBe(4);
      // Real facilities carry only the files' data: no reviews, prices, awards, photos or promotions.
      const cms = "SELECT id FROM providers WHERE source = 'cms'";
      for (const table of ["reviews", "awards", "photos", "promotions"]) {
        expect(await count(`SELECT count(*) AS count FROM ${table} WHERE provider_id IN (${cms})`), table).toBe(0);
      }
      const cmsServices = `SELECT id FROM provider_services WHERE provider_id IN (${cms})`;
      for (const table of ["room_type_costs", "accommodations"]) {
        expect(await count(`SELECT count(*) AS count FROM ${table} WHERE service_id IN (${cmsServices})`), table).toBe(
          0,
        );
      }
      expect(
        await count(
          "SELECT count(*) AS count FROM provider_services WHERE starting_price_cents IS NOT NULL AND provider_id IN (SELECT id FROM providers WHERE source = 'cms')",
        ),
      ).toBe(0);
      expect(
        await count(
          "SELECT count(*) AS count FROM providers WHERE source = 'cms' AND (review_count <> 0 OR average_rating <> 0)",
        ),
      ).toBe(0);
    } finally {
      await dispose();
    }
  }, 180_000);
});
