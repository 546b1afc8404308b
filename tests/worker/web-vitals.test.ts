import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { ADMIN, call } from "./worker-client.ts";

const CONSENT_OFF = encodeURIComponent(
  JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: true }),
);

function postVitals(properties: unknown, cookies: Record<string, string> = {}) {
  return call("/api/events", { method: "POST", body: { name: "core web vitals", properties }, cookies });
}

async function problemFields(response: Response): Promise<string[]> {
  const body = await response.json<{ problems: { field: string }[] }>();
  return body.problems.map((problem) => problem.field);
}

async function storedFor(anonId: string) {
  const { results } = await env.DB.prepare("SELECT name, brand, properties FROM events WHERE anon_id = ?1 ORDER BY id")
    .bind(anonId)
    .all<{ name: string; brand: string; properties: string }>();
  return results.map((row) => ({ ...row, properties: JSON.parse(row.properties) as unknown }));
}

const VALID = {
  path: "/assisted-living/texas/austin/sunny-acres/",
  navigationType: "navigate",
  metrics: [
    { name: "LCP", value: 2612.4 },
    { name: "CLS", value: 0.04 },
    { name: "INP", value: 520 },
  ],
};

describe("POST /api/events: core web vitals", () => {
  it("stores one row per metric, with the page type and rating the server derives from the path and figure", async () => {
    const response = await postVitals(VALID, { cf_anon_id: "vitals-visitor-0001" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    const common = { pageType: "provider", navigationType: "navigate", path: VALID.path };
    expect(await storedFor("vitals-visitor-0001")).toEqual([
      {
        name: "core web vitals",
        brand: "carefind",
        properties: { metric: "LCP", value: 2612.4, rating: "needs-improvement", ...common },
      },
      {
        name: "core web vitals",
        brand: "carefind",
        properties: { metric: "CLS", value: 0.04, rating: "good", ...common },
      },
      {
        name: "core web vitals",
        brand: "carefind",
        properties: { metric: "INP", value: 520, rating: "poor", ...common },
      },
    ]);
  });

  it("keeps nothing when the visitor's Analytics consent is off", async () => {
    const response = await postVitals(VALID, { cf_anon_id: "vitals-visitor-0002", cf_consent: CONSENT_OFF });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: false });
    expect(await storedFor("vitals-visitor-0002")).toEqual([]);
  });

  const refused: [string, unknown, string][] = [
    ["an unknown metric", { ...VALID, metrics: [{ name: "FID", value: 12 }] }, "properties.metrics.0.name"],
    ["an LCP over 120,000 ms", { ...VALID, metrics: [{ name: "LCP", value: 120_001 }] }, "properties.metrics.0.value"],
    ["an INP under 0", { ...VALID, metrics: [{ name: "INP", value: -1 }] }, "properties.metrics.0.value"],
    [
      "a CLS over 100",
      {
        ...VALID,
        metrics: [
          { name: "LCP", value: 900 },
          { name: "CLS", value: 100.5 },
        ],
      },
      "properties.metrics.1.value",
    ],
    [
      "a figure that is no number",
      { ...VALID, metrics: [{ name: "CLS", value: "0.1" }] },
      "properties.metrics.0.value",
    ],
    [
      "a metric twice",
      {
        ...VALID,
        metrics: [
          { name: "CLS", value: 0.1 },
          { name: "CLS", value: 0.2 },
        ],
      },
      "properties.metrics",
    ],
    ["no metric", { ...VALID, metrics: [] }, "properties.metrics"],
    ["a path with a query", { ...VALID, path: "/local/search/?location=Austin" }, "properties.path"],
    ["a full address for a path", { ...VALID, path: "https://example.com/" }, "properties.path"],
    ["an unknown navigation type", { ...VALID, navigationType: "teleport" }, "properties.navigationType"],
    ["a field of its own", { ...VALID, rating: "good" }, "properties.rating"],
  ];
  for (const [what, properties, field] of refused) {
    it(`refuses ${what} with 400 naming ${field}, and stores nothing`, async () => {
      const response = await postVitals(properties, { cf_anon_id: "vitals-visitor-refused" });
      expect(response.status).toBe(400);
      expect(await problemFields(response)).toContain(field);
      expect(await storedFor("vitals-visitor-refused")).toEqual([]);
    });
  }

  it("still refuses an unknown event name naming the field", async () => {
    const response = await call("/api/events", { method: "POST", body: { name: "web vital", properties: {} } });
    expect(response.status).toBe(400);
    expect(await problemFields(response)).toEqual(["name"]);
  });
});

describe("GET /admin/web-vitals", () => {
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** Stores figures as the events API would, `daysAgo` days back, for the second brand. */
  async function seed(pageType: string, metric: string, values: number[], rating: string, daysAgo = 1) {
    const created = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const insert = env.DB.prepare(
      "INSERT INTO events (name, brand, anon_id, session_id, properties, created_at) VALUES ('core web vitals', 'seniorhousing', 'vitals-summary', 'session', ?1, ?2)",
    );
    await env.DB.batch(
      values.map((value) =>
        insert.bind(
          JSON.stringify({ metric, value, rating, pageType, navigationType: "navigate", path: "/" }),
          created,
        ),
      ),
    );
  }

  async function summary(query: string) {
    const response = await call(`/admin/web-vitals${query}`, { headers: ADMIN });
    expect(response.status).toBe(200);
    return response.json<{ days: number; brand: string; rows: Record<string, unknown>[] }>();
  }

  it("answers p75, counts and counts per rating per page type and metric over the last 7 days, and more days when asked", async () => {
    // The ratings are stored by the events API; these rows carry the ones it would have given.
    await seed("provider", "LCP", [1000, 2000], "good");
    await seed("provider", "LCP", [3000, 4000], "needs-improvement");
    await seed("provider", "LCP", [5000], "poor");
    await seed("provider", "CLS", [0.05, 0.01], "good");
    await seed("provider", "CLS", [0.3], "poor");
    await seed("provider", "CLS", [0.2], "needs-improvement");
    await seed("search", "INP", [120, 80, 90, 100, 60], "good");
    await seed("search", "INP", [240, 350], "needs-improvement");
    await seed("search", "INP", [600], "poor");
    await seed("search", "INP", [10_000], "poor", 8);

    const week = await summary("?brand=seniorhousing");
    expect(week.days).toBe(7);
    expect(week.brand).toBe("seniorhousing");
    expect(week.rows).toEqual([
      {
        pageType: "search",
        metric: "INP",
        count: 8,
        p75: 240,
        p75Rating: "needs-improvement",
        good: 5,
        needsImprovement: 2,
        poor: 1,
      },
      {
        pageType: "provider",
        metric: "LCP",
        count: 5,
        p75: 4000,
        p75Rating: "needs-improvement",
        good: 2,
        needsImprovement: 2,
        poor: 1,
      },
      {
        pageType: "provider",
        metric: "CLS",
        count: 4,
        p75: 0.2,
        p75Rating: "needs-improvement",
        good: 2,
        needsImprovement: 1,
        poor: 1,
      },
    ]);

    const longer = await summary("?brand=seniorhousing&days=9");
    expect(longer.rows[0]).toEqual({
      pageType: "search",
      metric: "INP",
      count: 9,
      p75: 350,
      p75Rating: "needs-improvement",
      good: 5,
      needsImprovement: 2,
      poor: 2,
    });
  });

  it("reads what the events API stored", async () => {
    const before = await summary("?brand=carefind");
    const geoCityLcp = (rows: Record<string, unknown>[]) =>
      rows.find((row) => row.pageType === "geo-city" && row.metric === "LCP")?.count ?? 0;
    const response = await postVitals(
      {
        path: "/senior-living/assisted-living/texas/austin/",
        navigationType: "reload",
        metrics: [{ name: "LCP", value: 1800 }],
      },
      { cf_anon_id: "vitals-visitor-0003" },
    );
    expect(response.status).toBe(202);
    const after = await summary("?brand=carefind");
    expect(geoCityLcp(after.rows)).toBe(Number(geoCityLcp(before.rows)) + 1);
  });

  for (const [query, field] of [
    ["?days=0", "days"],
    ["?days=91", "days"],
    ["?days=seven", "days"],
    ["?days=2.5", "days"],
    ["?brand=elsewhere", "brand"],
  ]) {
    it(`refuses ${query} with 400 naming ${field}`, async () => {
      const response = await call(`/admin/web-vitals${query}`, { headers: ADMIN });
      expect(response.status).toBe(400);
      expect(await problemFields(response)).toEqual([field]);
    });
  }

  it("answers 401 without the operator's token", async () => {
    expect((await call("/admin/web-vitals")).status).toBe(401);
  });
});

describe("the web-vitals library on a page", () => {
  it("is none of the page's initial scripts: the HTML and its loader name only the entry and its shared chunks", async () => {
    await loadDirectoryFixture(env.DB);
    const response = await call("/senior-living/assisted-living/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("web-vitals");
    const loader = /"entry":"([^"]+)","preload":\[([^\]]*)\]/.exec(html);
    const initial = [loader?.[1] ?? "", ...(loader?.[2] ?? "").split(",").map((name) => name.replaceAll('"', ""))];
    expect(initial.length).toBeGreaterThan(1);
    // Only the library measures event timing: none of the page's initial scripts holds it.
    for (const script of initial) {
      expect(script).toMatch(/^\/assets\/(entry-client|chunk)-[A-Z0-9]+\.js$/);
      const source = await (await env.ASSETS.fetch(`http://localhost${script}`)).text();
      expect(source, script).not.toContain("PerformanceEventTiming");
    }
  });
});
