import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LocationRecord } from "../../domain/providers/location-record.ts";
import type { ProviderRecord } from "../../domain/providers/provider-record.ts";
import type { SearchResponse } from "../../domain/search/search-contract.ts";
import { app } from "../../worker/app.ts";
import type { CitiesResponse } from "../../worker/geo/cities-api.ts";
import type { AutocompleteResponse } from "../../worker/geo/places-api.ts";
import { verifySignedValue } from "../../worker/middleware/signed-values.ts";
import type { FieldProblem } from "../../worker/middleware/validate.ts";
import type { KeywordSearchResponse } from "../../worker/search/keyword-search-api.ts";
import type { NearbySearchResponse } from "../../worker/search/nearby-search-api.ts";
import { inquiry } from "../support/leads.ts";
import { AUSTIN, loadDirectoryFixture } from "./fixtures/directory.ts";
import { cookiesAfterInquiry, visitorsWithoutInquiry } from "./fixtures/visitors.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

async function json<T>(path: string, init: Parameters<typeof call>[1] = {}): Promise<{ status: number; body: T }> {
  const response = await call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

interface Refusal {
  status: number;
  error: string;
  /** Every field the request got wrong, as `fieldProblems` names them (worker/middleware/validate.ts). */
  problems?: FieldProblem[];
}

async function errorOf(path: string, init: Parameters<typeof call>[1] = {}): Promise<Refusal> {
  const { status, body } = await json<Omit<Refusal, "status">>(path, init);
  return { status, ...body };
}

/** The 400 answer naming exactly these fields, in order, each with a message. */
function refusing(...fields: string[]) {
  return {
    status: 400,
    error: expect.stringMatching(new RegExp(`^Invalid \\w+: ${fields[0]?.replace(/[.()]/g, "\\$&")}: .+`)),
    problems: fields.map((field) => ({ field, message: expect.stringMatching(/\S/) })),
  };
}

describe("places", () => {
  it("suggests up to 6 places for more than 2 characters, most populous first", async () => {
    const { body } = await json<AutocompleteResponse>("/api/places/autocomplete?q=aus");
    expect(body.places.map((place) => place.label)).toEqual(["Austin, TX", "Austin, MN"]);
    expect((await json<AutocompleteResponse>("/api/places/autocomplete?q=au")).body.places).toEqual([]);
    const zip = await json<AutocompleteResponse>("/api/places/autocomplete?q=787");
    expect(zip.body.places.map((place) => place.label)).toEqual(["78701", "78704"]);
    const narrowed = await json<AutocompleteResponse>("/api/places/autocomplete?q=austin,%20mn");
    expect(narrowed.body.places.map((place) => place.label)).toEqual(["Austin, MN"]);
    const states = await json<AutocompleteResponse>("/api/places/autocomplete?q=tex");
    expect(states.body.places[0]?.label).toBe("Texas");
  });

  it("refuses an over-long or missing q with a 400 naming it", async () => {
    expect(await errorOf(`/api/places/autocomplete?q=${"a".repeat(101)}`)).toEqual(refusing("q"));
    expect(await errorOf("/api/places/autocomplete")).toEqual(refusing("q"));
  });

  it("answers the caller's location from the edge, all four fields or empty ones, cached for 30 minutes", async () => {
    const { status, body } = await json<{
      city: string;
      state: string;
      latitude: number | null;
      longitude: number | null;
    }>("/api/geoip", { headers: { "CF-Connecting-IP": "198.51.100.23" } });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["city", "latitude", "longitude", "state"]);
    expect(body.city === "" ? body.latitude === null : typeof body.latitude === "number").toBe(true);
    const [cached] = (await env.CACHE.list({ prefix: "geoip:v4:198.51.100.23" })).keys;
    expect((cached?.expiration ?? 0) - Date.now() / 1000).toBeGreaterThan(1_790);
    expect(await errorOf("/api/geoip?ip=not-an-ip")).toEqual(refusing("ip"));
  });
});

describe("search endpoints", () => {
  it("GET /v1/enhanced-search takes keyword or city and state, or coordinates", async () => {
    const byKeyword = await json<SearchResponse>("/v1/enhanced-search?keyword=Austin,%20TX&hitsPerPage=5");
    const byParts = await json<SearchResponse>("/v1/enhanced-search?city=Austin&state=TX&hitsPerPage=5");
    const byPoint = await json<SearchResponse>(
      `/v1/enhanced-search?latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&hitsPerPage=5`,
    );
    expect(byKeyword.body.results).toHaveLength(5);
    expect(byKeyword.body.totalPages).toBe(Math.ceil(byKeyword.body.totalItems / 5));
    expect(byParts.body.totalItems).toBe(byKeyword.body.totalItems);
    expect(byPoint.body.totalItems).toBe(byKeyword.body.totalItems);
    expect(byPoint.body.location?.kind).toBe("coordinates");
  });

  it("GET /v1/enhanced-search refuses malformed numbers, naming the field", async () => {
    expect(await errorOf("/v1/enhanced-search?keyword=Austin&hitsPerPage=lots")).toEqual(refusing("hitsPerPage"));
    expect(await errorOf("/v1/enhanced-search?latitude=30")).toEqual(refusing("longitude"));
    expect(await errorOf("/v1/enhanced-search?latitude=300&longitude=1")).toEqual(refusing("latitude"));
  });

  it("GET /v2/enhanced-search/{care type}/{state}/{city} searches a geo path", async () => {
    const { status, body } = await json<SearchResponse>("/v2/enhanced-search/assisted-living/texas/austin");
    expect(status).toBe(200);
    expect(body.location?.label).toBe("Austin, TX");
    expect(body.careType.slug).toBe("assisted-living");
    expect((await errorOf("/v2/enhanced-search/assisted-living/texas/atlantis")).status).toBe(404);
    expect((await errorOf("/v2/enhanced-search/castles/texas/austin")).status).toBe(404);
  });

  it("GET /v1/faceted-search and /v2 read the criteria JSON; unknown criteria fields are refused", async () => {
    const criteria = encodeURIComponent(
      JSON.stringify({ keyword: "Austin, TX", lifestyle: ["pet-friendly"], languages: "spanish", priceRange: [1, 4] }),
    );
    const v1 = await json<SearchResponse>(`/v1/faceted-search?criteria=${criteria}&matchAllFilters=true`);
    const v2 = await json<SearchResponse>(`/v2/faceted-search?criteria=${criteria}&matchAllFilters=false`);
    const page = await json<SearchResponse>("/api/enhanced-search", {
      method: "POST",
      body: { keyword: "Austin, TX", lifestyle: "pet-friendly", languages: "spanish" },
    });
    expect(v1.body.totalItems).toBe(page.body.totalItems);
    expect(v2.body.totalItems).toBeGreaterThan(v1.body.totalItems);

    const unknown = await errorOf(`/v1/faceted-search?criteria=${encodeURIComponent('{"colour":"blue"}')}`);
    expect(unknown).toEqual(refusing("criteria.colour"));
    expect(await errorOf("/v1/faceted-search?criteria=%7Bnot-json")).toEqual(refusing("criteria"));
  });

  it("POST /api/enhanced-search refuses unknown body fields and non-JSON bodies", async () => {
    expect(await errorOf("/api/enhanced-search", { method: "POST", body: { colour: "blue" } })).toEqual(
      refusing("colour"),
    );
    expect(await errorOf("/api/enhanced-search", { method: "POST", body: { colour: "blue", shade: "navy" } })).toEqual(
      refusing("colour", "shade"),
    );
    expect(
      (
        await errorOf("/api/enhanced-search", {
          method: "POST",
          body: "keyword=Austin",
          headers: { "Content-Type": "text/plain" },
        })
      ).status,
    ).toBe(415);
  });

  it("GET /v1/nearby-search answers 25 miles around a point, best bayesian average first", async () => {
    const { body } = await json<NearbySearchResponse>(
      `/v1/nearby-search?latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&hitsPerPage=50`,
    );
    expect(Object.keys(body).sort()).toEqual(["listId", "queryId", "results", "totalItems", "totalPages"]);
    expect(body.results.every((result) => result.distance <= 25)).toBe(true);
    const ids = body.results.map((result) => result.id);
    const records = await json<{ results: ProviderRecord[] }>("/v1/location/by-ids", {
      method: "POST",
      body: { ids: ids.slice(0, 50) },
    });
    const bayesian = records.body.results.map((record) => record.bayesianAverage);
    expect(bayesian).toEqual([...bayesian].sort((a, b) => b - a));
    expect(await errorOf("/v1/nearby-search?longitude=1")).toEqual(refusing("latitude"));
  });

  it("GET /api/keyword-search answers hits, nbHits and nbPages, with pages from 0 and metres of radius", async () => {
    const { body } = await json<KeywordSearchResponse>(
      `/api/keyword-search?aroundLatLng=${AUSTIN.latitude},${AUSTIN.longitude}&aroundRadius=40233&tagFilters=Assisted%20Living&page=0&hitsPerPage=10&sort=distance`,
    );
    expect(body.page).toBe(0);
    expect(body.hits).toHaveLength(10);
    expect(body.nbPages).toBe(Math.ceil(body.nbHits / 10));
    expect(body.hits.every((hit) => hit.distance <= 25.01)).toBe(true);
    const all = await json<KeywordSearchResponse>("/api/keyword-search?query=Austin,%20TX&hitsPerPage=100");
    // Without tagFilters every care type counts: the home-care agencies too.
    expect(all.body.nbHits).toBeGreaterThan(body.nbHits);
    expect(await errorOf("/api/keyword-search")).toEqual(refusing("query"));
    expect(await errorOf("/api/keyword-search?aroundLatLng=here")).toEqual(refusing("aroundLatLng"));
  });

  it("GET /v1/dxp/cities lists cities with providers of a care type", async () => {
    const { body } = await json<CitiesResponse>("/v1/dxp/cities?careType=assisted-living&state=TX");
    expect(body.items[0]).toEqual({
      name: "Austin, TX",
      cityURLName: "austin",
      stateURLName: "texas",
      slug: "assisted-living",
      link: "/senior-living/assisted-living/texas/austin/",
      providerCount: 26,
    });
    expect(await errorOf("/v1/dxp/cities?careType=castles")).toEqual(refusing("careType"));
  });
});

describe("provider records", () => {
  it("GET /v2/location/{id} answers the record and caches it in KV for a day; purge by provider id drops it", async () => {
    const { status, body } = await json<ProviderRecord>("/v2/location/104");
    expect(status).toBe(200);
    expect(body.name).toBe("Fixture Provider 104");
    expect(body.services.map((service) => service.careType.label)).toEqual(["Assisted Living", "Memory Care"]);
    const [stored] = (await env.CACHE.list({ prefix: "provider:104" })).keys;
    expect(stored?.name).toBe("provider:104");
    expect((stored?.expiration ?? 0) - Date.now() / 1000).toBeGreaterThan(86_300);

    const purge = await call("/admin/cache/purge", { method: "POST", headers: ADMIN, body: { providerId: "104" } });
    expect(await purge.json()).toMatchObject({ deleted: 1 });
    expect(await env.CACHE.get("provider:104")).toBeNull();
    expect((await json<ProviderRecord>("/api/location/104")).body.id).toBe(104);
  });

  it("serves a changed record only after a purge (the cache is the read path)", async () => {
    await json<ProviderRecord>("/api/location/106");
    await env.DB.prepare("UPDATE providers SET name = 'Renamed Provider' WHERE id = 106").run();
    expect((await json<ProviderRecord>("/api/location/106")).body.name).toBe("Fixture Provider 106");
    await call("/admin/cache/purge", { method: "POST", headers: ADMIN, body: { providerId: "106" } });
    expect((await json<ProviderRecord>("/api/location/106")).body.name).toBe("Renamed Provider");
  });

  it("answers 404 for an unknown provider and 400 for an id that is not one", async () => {
    expect((await errorOf("/v2/location/99999")).status).toBe(404);
    expect(await errorOf("/v2/location/abc")).toEqual(refusing("id"));
  });

  it("answers a provider fetch without an id as the spec words it: 'ProviderId is required!'", async () => {
    for (const path of ["/v2/location/", "/api/location", "/api/location/"]) {
      expect(await errorOf(path), path).toEqual({ status: 400, error: "ProviderId is required!" });
    }
  });

  it("POST /v1/location/by-ids answers in the order asked, skipping unknown ids", async () => {
    const { body } = await json<{ results: ProviderRecord[] }>("/v1/location/by-ids", {
      method: "POST",
      body: { ids: [107, 99999, 101] },
    });
    expect(body.results.map((record) => record.id)).toEqual([107, 101]);
    expect(await errorOf("/v1/location/by-ids", { method: "POST", body: { ids: [] } })).toEqual(refusing("ids"));
  });
});

describe("prices in every answer that carries them (spec search-and-compare §6)", () => {
  /** The three ways to read provider 104's record (Assisted Living from $3,200, Memory Care from $4,200, a $4,000 studio). */
  async function recordsOf104(cookies: Record<string, string>): Promise<[string, LocationRecord][]> {
    const one = async (path: string) => (await json<LocationRecord>(path, { cookies })).body;
    const byIds = await json<{ results: LocationRecord[] }>("/v1/location/by-ids", {
      method: "POST",
      body: { ids: [104] },
      cookies,
    });
    return [
      ["/api/location/104", await one("/api/location/104")],
      ["/v2/location/104", await one("/v2/location/104")],
      ["/v1/location/by-ids", byIds.body.results[0] as LocationRecord],
    ];
  }

  const FIGURE = /"(startingPriceCents|maxPriceCents|costCents)":\d/;

  it("leaves every figure out of the provider records for a visitor who has not asked, saying one exists", async () => {
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      for (const [path, record] of await recordsOf104(cookies)) {
        const where = `${path}, ${visitor}`;
        expect(record.id, where).toBe(104);
        expect(JSON.stringify(record), where).not.toMatch(FIGURE);
        expect(record.minimumCost, where).toBeNull();
        expect(record.maximumCost, where).toBeNull();
        expect(record.priceHidden, where).toBe(true);
        expect(
          record.services.map((service) => [service.careType.label, service.priceHidden, service.roomTypeCosts]),
          where,
        ).toEqual([
          ["Assisted Living", true, []],
          ["Memory Care", true, []],
        ]);
      }
    }
  });

  it("answers the figures to the visitor whose inquiry set the cookie", async () => {
    const cookies = await cookiesAfterInquiry();
    for (const [path, record] of await recordsOf104(cookies)) {
      expect(record.priceHidden, path).toBe(false);
      expect(record.minimumCost, path).toEqual({ costCents: 320_000 });
      expect(
        record.services.map((service) => [service.costs.startingPriceCents, service.priceHidden]),
        path,
      ).toEqual([
        [320_000, false],
        [420_000, false],
      ]);
      expect(record.services[0]?.roomTypeCosts, path).toEqual([{ roomType: "studio", startingPriceCents: 400_000 }]);
    }
  });

  it("sets, on an accepted inquiry, a cookie signed for the visitor's anon id: HttpOnly, SameSite=Lax, Secure", async () => {
    const response = await call("/api/inquiry", {
      method: "POST",
      protocol: "https",
      host: "carefind.com",
      body: inquiry(),
      cookies: { cf_anon_id: "visitor-asks-0001" },
      headers: { "CF-Connecting-IP": "198.51.100.251" },
    });
    expect(response.status).toBe(200);
    const cookie = setCookies(response).get("cf_inquiry_submitted");
    expect(cookie?.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Secure", "Path=/"]));
    expect(await verifySignedValue(env.SIGNING_SECRET, "inquiry-submitted", cookie?.value)).toBe("visitor-asks-0001");
  });

  it("answers every figure to anyone when blurring is off (BLUR_PRICES 'false')", async () => {
    const response = await app.request("/api/location/104", {}, { ...env, BLUR_PRICES: "false" });
    const record = (await response.json()) as LocationRecord;
    expect(record.priceHidden).toBe(false);
    expect(record.services[0]?.costs.startingPriceCents).toBe(320_000);
  });

  it("says a provider without prices has none to hide", async () => {
    // Provider 107 gives no prices (every eighth fixture provider).
    const { body } = await json<LocationRecord>("/api/location/107");
    expect(body.priceHidden).toBe(false);
    expect(body.services.every((service) => !service.priceHidden)).toBe(true);
  });

  it("leaves the figures out of the search answers for the same visitors, and shows them after an inquiry", async () => {
    const search = async (cookies: Record<string, string>) =>
      (await json<SearchResponse>("/api/enhanced-search", { method: "POST", body: { keyword: "Austin, TX" }, cookies }))
        .body;
    for (const [visitor, cookies] of await visitorsWithoutInquiry()) {
      const { results } = await search(cookies);
      expect(results.length, visitor).toBe(20);
      expect(JSON.stringify(results), visitor).not.toMatch(/"(price|startingPriceCents)":\d/);
      expect(
        results.some((result) => result.priceHidden),
        visitor,
      ).toBe(true);
    }
    const shown = await search(await cookiesAfterInquiry());
    expect(shown.results.some((result) => result.price !== null)).toBe(true);
    expect(shown.results.every((result) => !result.priceHidden)).toBe(true);
  });
});

describe("request bodies", () => {
  it.each([
    ["/api/enhanced-search", {}],
    ["/v1/location/by-ids", {}],
    ["/admin/cache/purge", ADMIN],
  ])("refuses a body over 64 KB to %s with 413, before reading it", async (path, headers) => {
    const response = await call(path, {
      method: "POST",
      headers: { ...headers, "CF-Connecting-IP": "198.51.100.64" },
      body: { keys: ["x".repeat(70 * 1024)] },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request body is over the 64 KB limit" });
  });
});
