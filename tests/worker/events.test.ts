import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";
import { awayFromMinuteBoundary } from "./fixtures/minute.ts";
import { call } from "./worker-client.ts";

describe("POST /api/events", () => {
  it("records an event with the visitor's ids when Analytics consent is on", async () => {
    const response = await call("/api/events", {
      method: "POST",
      body: { name: "location comparison viewed", properties: { locations: [101, 102], count: 2 } },
      cookies: { cf_anon_id: "visitor-events-0001" },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    const row = await env.DB.prepare("SELECT name, brand, properties FROM events WHERE anon_id = ?1")
      .bind("visitor-events-0001")
      .first();
    expect(row).toEqual({
      name: "location comparison viewed",
      brand: "carefind",
      properties: JSON.stringify({ locations: [101, 102], count: 2 }),
    });
  });

  it("keeps nothing when Analytics consent is off", async () => {
    const consent = encodeURIComponent(
      JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: true }),
    );
    const response = await call("/api/events", {
      method: "POST",
      body: { name: "provider list filtered", properties: {} },
      cookies: { cf_anon_id: "visitor-events-0002", cf_consent: consent },
    });
    expect(await response.json()).toEqual({ recorded: false });
    const row = await env.DB.prepare("SELECT count(*) AS count FROM events WHERE anon_id = ?1")
      .bind("visitor-events-0002")
      .first<{ count: number }>();
    expect(row?.count).toBe(0);
  });

  it("refuses unknown event names, naming the field", async () => {
    const response = await call("/api/events", { method: "POST", body: { name: "clicked", properties: {} } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("name");
  });
});

/** One valid body for each event whose properties are fixed, and what its row keeps. */
const NAMED_EVENTS: { name: string; properties: Record<string, unknown>; stored?: Record<string, unknown> }[] = [
  {
    name: "step submitted",
    properties: {
      formId: "lp-form",
      stepNumber: 2,
      stepCount: 3,
      stepName: "What monthly budget do you have in mind?",
    },
  },
  { name: "form submitted", properties: { formId: "lp-form", formType: "multi-step", stepCount: 3 } },
  {
    name: "inquiry submitted",
    properties: {
      providerId: 101,
      action: "request-info",
      careType: "assisted-living",
      source: "provider_page",
      displayMode: "vertical",
    },
  },
  {
    name: "inquiry submitted",
    properties: {
      providerId: null,
      action: "display-cost-data",
      careType: "in-home-care",
      source: "geo_page",
      displayMode: "fit-content-modal",
    },
  },
  {
    name: "search submitted",
    properties: { keyword: "Austin, TX", careType: "assisted-living", source: "header", resultsCount: 42 },
  },
  {
    name: "search submitted",
    properties: { keyword: "78701", careType: "nursing-homes", source: "home", resultsCount: null },
  },
  { name: "favourite added", properties: { providerId: 101 } },
  { name: "favourite removed", properties: { providerId: 101 } },
  { name: "product click", properties: { providerId: 101, position: 3, listName: "search results" } },
  {
    name: "page view",
    properties: { path: "/senior-living/assisted-living/" },
    stored: { path: "/senior-living/assisted-living/", pageType: "geo-hub" },
  },
  {
    name: "session start",
    properties: { path: "/", referrerHost: "www.example.com" },
    stored: { path: "/", referrerHost: "www.example.com", pageType: "home" },
  },
  {
    name: "dwell engagement",
    properties: { path: "/local/search/", seconds: 30 },
    stored: { path: "/local/search/", seconds: 30, pageType: "search" },
  },
  {
    name: "scroll engagement",
    properties: { path: "/saved/" },
    stored: { path: "/saved/", pageType: "saved" },
  },
];

describe("POST /api/events: the events with fixed properties", () => {
  it.each(NAMED_EVENTS.map((event, index) => [`${event.name} (${index})`, event, index] as const))(
    "stores %s with its properties",
    async (_label, event, index) => {
      const anonId = `visitor-named-${index}`;
      const response = await call("/api/events", {
        method: "POST",
        body: { name: event.name, properties: event.properties },
        cookies: { cf_anon_id: anonId },
        headers: { "CF-Connecting-IP": "198.51.100.70" },
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ recorded: true });
      const row = await env.DB.prepare("SELECT name, properties FROM events WHERE anon_id = ?1")
        .bind(anonId)
        .first<{ name: string; properties: string }>();
      expect(row?.name).toBe(event.name);
      expect(JSON.parse(row?.properties ?? "null")).toEqual(event.stored ?? event.properties);
    },
  );

  it.each([
    ["favourite added", { providerId: "101" }, "properties.providerId"],
    ["favourite removed", { providerId: 1.5 }, "properties.providerId"],
    ["product click", { providerId: 101, position: 0, listName: "search results" }, "properties.position"],
    ["product click", { providerId: 101, position: 1, listName: "homepage" }, "properties.listName"],
    ["page view", { path: "/local/search/?keyword=Austin" }, "properties.path"],
    ["page view", { path: "/", pageType: "home" }, "properties.pageType"],
    ["dwell engagement", { path: "/", seconds: 5 }, "properties.seconds"],
    ["scroll engagement", {}, "properties.path"],
    ["session start", { path: "/", referrerHost: "https://www.example.com/a?b" }, "properties.referrerHost"],
    [
      "search submitted",
      { keyword: "x".repeat(101), careType: "assisted-living", source: "header", resultsCount: 1 },
      "properties.keyword",
    ],
    [
      "step submitted",
      { formId: "lp-form", stepNumber: 4, stepCount: 3, stepName: "Contact" },
      "properties.stepNumber",
    ],
    ["form submitted", { formId: "LP form", formType: "multi-step", stepCount: 3 }, "properties.formId"],
    // A family's own words never go with an inquiry event.
    [
      "inquiry submitted",
      {
        providerId: null,
        action: "request-info",
        careType: "assisted-living",
        source: "provider_page",
        displayMode: "vertical",
        email: "maria@example.com",
      },
      "properties.email",
    ],
  ] as const)("refuses a bad %s with 400 naming %s, and stores nothing", async (name, properties, field) => {
    const anonId = `visitor-named-bad-${crypto.randomUUID()}`;
    const response = await call("/api/events", {
      method: "POST",
      body: { name, properties },
      cookies: { cf_anon_id: anonId },
      headers: { "CF-Connecting-IP": "198.51.100.71" },
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { problems: { field: string }[] };
    expect(answer.problems.map((problem) => problem.field)).toContain(field);
    const row = await env.DB.prepare("SELECT count(*) AS count FROM events WHERE anon_id = ?1")
      .bind(anonId)
      .first<{ count: number }>();
    expect(row?.count).toBe(0);
  });

  it("keeps none of them without Analytics consent", async () => {
    const consent = encodeURIComponent(
      JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: true }),
    );
    const anonId = "visitor-named-no-consent";
    for (const event of NAMED_EVENTS) {
      const response = await call("/api/events", {
        method: "POST",
        body: { name: event.name, properties: event.properties },
        cookies: { cf_anon_id: anonId, cf_consent: consent },
        headers: { "CF-Connecting-IP": "198.51.100.72" },
      });
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ recorded: false });
    }
    const row = await env.DB.prepare("SELECT count(*) AS count FROM events WHERE anon_id = ?1")
      .bind(anonId)
      .first<{ count: number }>();
    expect(row?.count).toBe(0);
  });
});

describe("POST /api/events limits", () => {
  async function storedFor(anonId: string): Promise<number> {
    const row = await env.DB.prepare("SELECT count(*) AS count FROM events WHERE anon_id = ?1")
      .bind(anonId)
      .first<{ count: number }>();
    return row?.count ?? 0;
  }

  it("keeps 120 events a minute from one address, answers the rest 429 with Retry-After, and not another address's", async () => {
    const anonId = "visitor-events-flood";
    const post = (ip: string) =>
      call("/api/events", {
        method: "POST",
        body: { name: "provider list filtered", properties: { filters: [], padding: "x".repeat(400) } },
        cookies: { cf_anon_id: anonId },
        headers: { "CF-Connecting-IP": ip },
      });
    await awayFromMinuteBoundary();
    const answers = await Promise.all(Array.from({ length: 160 }, () => post("198.51.100.60")));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await storedFor(anonId)).toBe(120);

    expect((await post("198.51.100.61")).status).toBe(202);
    expect(await storedFor(anonId)).toBe(121);
  });

  it("refuses a body over 16 KB with 413 and stores nothing, though its properties are under 10,000 characters", async () => {
    // 18 values of 500 three-byte characters: about 9,300 characters of JSON, but 27 KB of body.
    const properties = Object.fromEntries(Array.from({ length: 18 }, (_, index) => [`p${index}`, "€".repeat(500)]));
    const response = await call("/api/events", {
      method: "POST",
      body: { name: "guided search step", properties },
      cookies: { cf_anon_id: "visitor-events-large" },
      headers: { "CF-Connecting-IP": "198.51.100.62" },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("16 KB");
    expect(await storedFor("visitor-events-large")).toBe(0);
  });
});

describe("the cron sweep of old events", () => {
  it("deletes events older than 90 days and keeps the rest", async () => {
    const anonId = `visitor-retention-${crypto.randomUUID()}`;
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const [label, age] of [
      ["a year old", 365 * day],
      ["91 days old", 91 * day],
      ["89 days old", 89 * day],
      ["today", 0],
    ] as const) {
      await env.DB.prepare(
        "INSERT INTO events (name, brand, anon_id, session_id, properties, created_at) VALUES (?1, 'carefind', ?2, 's', ?3, ?4)",
      )
        .bind("location comparison viewed", anonId, JSON.stringify({ label }), new Date(now - age).toISOString())
        .run();
    }

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const { results } = await env.DB.prepare("SELECT properties FROM events WHERE anon_id = ?1 ORDER BY created_at")
      .bind(anonId)
      .all<{ properties: string }>();
    expect(results.map((row) => JSON.parse(row.properties).label)).toEqual(["89 days old", "today"]);
  });
});
