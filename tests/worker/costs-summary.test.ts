/**
 * GET /v1/costs/summary and costsSummaryFor (spec reviews-and-provider-page §7, §9) over the
 * fixture directory: medians, ranges and counts computed by hand from the fixture, the
 * comparison wording, the KV copy of the national figures, and the 400s and 404s.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { priceComparison } from "../../domain/geo/costs-summary.ts";
import { formatDollars } from "../../domain/money.ts";
import { costsPlaceFamily, costsSummaryFamily } from "../../kv-schemas/costs-figures.ts";
import { costsSummaryFor } from "../../worker/geo/costs-summary-service.ts";
import { fixtureProviders, loadDirectoryFixture } from "./fixtures/directory.ts";
import { signedInquiryCookies, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { call } from "./worker-client.ts";

/** A visitor who has sent an inquiry, and so reads every figure exactly. */
let sees: Record<string, string>;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  sees = await signedInquiryCookies();
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle] ?? 0) + (sorted[middle + 1] ?? 0)) / 2);
}

/** The assisted-living starting prices of the fixture's shown providers in some cities. */
function assistedLivingPrices(cityIds: number[]): number[] {
  return fixtureProviders()
    .filter((provider) => !provider.excluded && cityIds.includes(provider.cityId))
    .filter((provider) => provider.careTypes[0] === "assisted_living_facilities" && provider.priceCents !== null)
    .map((provider) => provider.priceCents ?? 0);
}

const ALL_CITIES = [1, 2, 4];

describe("GET /v1/costs/summary", () => {
  it("gives a city's median, range and count, with its state and the nation", async () => {
    const response = await call("/v1/costs/summary?careType=assisted-living&state=TX&city=austin", { cookies: sees });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const austin = assistedLivingPrices([1]);
    const texas = assistedLivingPrices(ALL_CITIES);
    expect(body).toMatchObject({
      careType: "assisted-living",
      geoType: "city",
      placeName: "Austin, TX",
      medianCents: median(austin),
      minCents: Math.min(...austin),
      maxCents: Math.max(...austin),
      pricedProviders: austin.length,
      state: { name: "Texas", medianCents: median(texas) },
      national: { medianCents: median(texas) },
      comparison: {
        state: priceComparison(median(austin), median(texas)),
        national: priceComparison(median(austin), median(texas)),
      },
    });
    expect(body.sentence).toBe(
      `The median cost of Assisted Living in Austin, TX is ${formatDollars(median(austin))} per month, ${priceComparison(median(austin), median(texas))} the Texas median (${formatDollars(median(texas))}) and ${priceComparison(median(austin), median(texas))} the national median (${formatDollars(median(texas))}).`,
    );
    expect(body.yearly).toBeUndefined();
  });

  it("gives a county's figures and yearly ones when asked", async () => {
    const response = await call(
      "/v1/costs/summary?careType=assisted-living&state=TX&county=williamson-county&geoType=county&yearly=true",
      { cookies: sees },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { medianCents: number; placeName: string; yearly: { medianCents: number } };
    const roundRock = assistedLivingPrices([2]);
    expect(body.placeName).toBe("Williamson County, TX");
    expect(body.medianCents).toBe(median(roundRock));
    expect(body.yearly.medianCents).toBe(median(roundRock) * 12);
  });

  it("gives the national figures and keeps them in KV for 9.6 hours", async () => {
    const response = await call("/v1/costs/summary?careType=assisted-living&geoType=national", { cookies: sees });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { placeName: string; medianCents: number; state: unknown };
    expect(body.placeName).toBe("the United States");
    expect(body.medianCents).toBe(median(assistedLivingPrices(ALL_CITIES)));
    expect(body.state).toBeNull();
    const stored = await env.CACHE.getWithMetadata(costsSummaryFamily.key("assisted_living_facilities", "US"), "json");
    expect(stored.value).toMatchObject({ medianCents: median(assistedLivingPrices(ALL_CITIES)) });
    expect(costsSummaryFamily.ttlSeconds).toBe(34_560);
  });

  it("keeps a city's figures in KV for 30 minutes, and reads them from there", async () => {
    const austin = assistedLivingPrices([1]);
    const key = costsPlaceFamily.key("assisted_living_facilities", "city-1");
    await env.CACHE.delete(key);
    // Answered anew, not from the edge copy of an earlier test's answer.
    const fresh = { headers: { "Cache-Control": "no-cache" }, cookies: sees };
    const first = await call("/v1/costs/summary?careType=assisted-living&state=TX&city=austin", fresh);
    expect(((await first.json()) as { medianCents: number }).medianCents).toBe(median(austin));
    const stored = await env.CACHE.getWithMetadata(key, "json");
    expect(stored.value).toMatchObject({ medianCents: median(austin), pricedProviders: austin.length });
    expect(costsPlaceFamily.ttlSeconds).toBe(1_800);

    await env.CACHE.put(
      costsPlaceFamily.key("assisted_living_facilities", "city-2"),
      JSON.stringify({ providers: 9, pricedProviders: 9, medianCents: 612_300, minCents: 1, maxCents: 2 }),
    );
    const kept = await call("/v1/costs/summary?careType=assisted-living&state=TX&city=round-rock", fresh);
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { medianCents: number }).medianCents).toBe(612_300);
  });

  it("reads the national figures from KV once they are there", async () => {
    await env.CACHE.put(
      costsSummaryFamily.key("alzheimers_care_facilities", "US"),
      JSON.stringify({ providers: 99, pricedProviders: 98, medianCents: 700_000, minCents: 1, maxCents: 2 }),
    );
    const response = await call("/v1/costs/summary?careType=memory-care-facilities", { cookies: sees });
    expect(((await response.json()) as { medianCents: number }).medianCents).toBe(700_000);
  });

  it.each([
    ["careType=nope", "careType"],
    ["", "careType"],
    ["careType=assisted-living&geoType=city&state=TX", "city"],
    ["careType=assisted-living&geoType=county&state=TX", "county"],
    ["careType=assisted-living&city=austin", "state"],
    ["careType=assisted-living&state=Atlantis", "state"],
    ["careType=assisted-living&state=TX&city=%3Cb%3E", "city"],
    ["careType=assisted-living&yearly=maybe", "yearly"],
    ["careType=assisted-living&moveInThreshold=-1", "moveInThreshold"],
  ])("answers 400 naming the field for ?%s", async (query, field) => {
    const response = await call(`/v1/costs/summary?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; problems: { field: string }[] };
    expect(body.problems.map((problem) => problem.field)).toContain(field);
    expect(body.error).not.toContain("<b>");
  });

  it.each([
    "careType=assisted-living&state=TX&city=atlantis",
    "careType=assisted-living&state=NY",
    "careType=in-home-care&state=TX",
    "careType=assisted-living&state=TX&city=austin&moveInThreshold=1000",
  ])("answers 404 JSON for ?%s", async (query) => {
    const response = await call(`/v1/costs/summary?${query}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
  });
});

describe("GET /v1/costs/summary to a visitor who does not see prices", () => {
  it("gives the medians to the nearest $100 and no range, however the cookies are dressed up", async () => {
    const austin = assistedLivingPrices([1]);
    const texas = assistedLivingPrices(ALL_CITIES);
    expect(austin.length).toBeGreaterThanOrEqual(3);
    const rounded = (cents: number) => Math.round(cents / 10_000) * 10_000;
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const response = await call("/v1/costs/summary?careType=assisted-living&state=TX&city=austin&yearly=true", {
        cookies,
      });
      expect(response.status, visitor).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body, visitor).toMatchObject({
        medianCents: rounded(median(austin)),
        minCents: null,
        maxCents: null,
        pricedProviders: austin.length,
        state: { name: "Texas", medianCents: rounded(median(texas)) },
        national: { medianCents: rounded(median(texas)) },
        yearly: { medianCents: rounded(median(austin)) * 12, minCents: null, maxCents: null },
      });
      expect(body.sentence, visitor).toContain(`is ${formatDollars(rounded(median(austin)))} per month`);
    }
  });

  it("answers 404 for a place of fewer than 3 priced providers, which it tells a visitor who sees prices", async () => {
    // Memory care in Round Rock: the fixture prices fewer than three.
    const roundRock = fixtureProviders().filter(
      (provider) =>
        !provider.excluded &&
        provider.cityId === 2 &&
        provider.careTypes.includes("alzheimers_care_facilities") &&
        provider.priceCents !== null,
    );
    expect(roundRock.length).toBeGreaterThan(0);
    expect(roundRock.length).toBeLessThan(3);
    const path = "/v1/costs/summary?careType=memory-care-facilities&state=TX&city=round-rock";
    expect((await call(path)).status).toBe(404);
    const shown = await call(path, { cookies: sees });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { pricedProviders: number }).pricedProviders).toBe(roundRock.length);
  });
});

describe("costsSummaryFor", () => {
  it("summarises a city by id, and null where nothing is priced", async () => {
    const summary = await costsSummaryFor(env, {
      careTypeId: "assisted_living_facilities",
      stateCode: "TX",
      countyId: null,
      cityId: 4,
      pricesShown: true,
    });
    const sanAntonio = assistedLivingPrices([4]);
    expect(summary?.placeName).toBe("San Antonio, TX");
    expect(summary?.place.medianCents).toBe(median(sanAntonio));
    expect(summary?.topProvidersCount).toBe(3);
    expect(
      await costsSummaryFor(env, {
        careTypeId: "homecare_agencies",
        stateCode: "TX",
        countyId: null,
        cityId: null,
        pricesShown: true,
      }),
    ).toBeNull();
  });
});
