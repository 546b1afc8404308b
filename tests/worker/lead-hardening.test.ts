/**
 * The lead routes against a hostile sender: bodies a route cannot read, fields the multi-step
 * form never declared, a partner counted as a partner and not as an address, form posts from
 * other sites, and a form id reused for a different lead. Each answer is the route's own shape.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { FROM_OUR_PAGE, inquiry, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { countLeads, freshIp, PARTNER } from "./fixtures/leads.ts";
import { ADMIN, type CallOptions, call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.useRealTimers();
});

const FORM = "application/x-www-form-urlencoded";

/** A native form post of the inquiry form, as a browser on one of our pages sends it unless told otherwise. */
function postForm(
  form: URLSearchParams | string,
  headers: Record<string, string> = FROM_OUR_PAGE,
  options: CallOptions = {},
) {
  return call("/api/inquiry", {
    ...options,
    method: "POST",
    body: form.toString(),
    headers: { "Content-Type": FORM, "CF-Connecting-IP": freshIp(), ...headers },
  });
}

function postJson(path: string, body: unknown, headers: Record<string, string> = {}, options: CallOptions = {}) {
  return call(path, { ...options, method: "POST", body, headers: { "CF-Connecting-IP": freshIp(), ...headers } });
}

async function leadRows(formId: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare("SELECT * FROM inquiries WHERE form_id = ?1 ORDER BY id")
    .bind(formId)
    .all<Record<string, unknown>>();
  return results;
}

describe("a body the route cannot read", () => {
  const UNREADABLE_FORM = "Invalid body: it is not a readable form post";

  it.each([
    { sent: "multipart without a boundary", type: "multipart/form-data", body: "fullName=Ann+Lee" },
    { sent: "a body that is not multipart", type: "multipart/form-data; boundary=x7", body: "fullName=Ann+Lee" },
    {
      sent: "a multipart part without a name",
      type: "multipart/form-data; boundary=x7",
      body: "--x7\r\nContent-Disposition: form-data\r\n\r\nAnn\r\n--x7--\r\n",
    },
  ])("answers $sent to the inquiry form's native post with the problems page and 400", async ({ type, body }) => {
    const before = await countLeads();
    const response = await call("/api/inquiry", {
      method: "POST",
      body,
      headers: { ...FROM_OUR_PAGE, "Content-Type": type, "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please check your details");
    expect(html).toContain(`<strong>Request:</strong> ${UNREADABLE_FORM}`);
    expect(html).toContain('href="/"');
    expect(await countLeads()).toBe(before);
  });

  it("answers a urlencoded body of garbage with 400 naming the fields it lacks", async () => {
    const response = await postForm("%%%&&==%ZZ%&\u0000=\uFFFD");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("<strong>Full name:</strong> Please enter your full name");
  });

  /** Every route that reads a body: bad JSON is 400 in its words, a form post where it takes none 415. */
  const BODY_ROUTES: { method: string; path: string; headers: Record<string, string>; malformed: string }[] = [
    { method: "POST", path: "/api/inquiry", headers: {}, malformed: "Invalid body: it is not valid JSON" },
    { method: "POST", path: "/api/multi-step-form", headers: {}, malformed: "Invalid body: it is not valid JSON" },
    { method: "POST", path: "/v3/partner/inquiry", headers: PARTNER, malformed: "400 - The body is not valid JSON" },
    { method: "POST", path: "/api/events", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/api/enhanced-search", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/v1/location/by-ids", headers: {}, malformed: "Malformed JSON in request body" },
    { method: "POST", path: "/admin/cache/purge", headers: ADMIN, malformed: "Malformed JSON in request body" },
    { method: "PUT", path: "/admin/flags", headers: ADMIN, malformed: "Malformed JSON in request body" },
  ];

  it.each(BODY_ROUTES)("$method $path answers unreadable bodies with 4xx, never 500", async (route) => {
    const send = (type: string, body: string) =>
      call(route.path, {
        method: route.method,
        body,
        headers: { ...FROM_OUR_PAGE, ...route.headers, "Content-Type": type, "CF-Connecting-IP": freshIp() },
      });
    for (const body of ["{", '{"name": "x",', "\uFFFD\u0000\uD7FF"]) {
      const response = await send("application/json", body);
      expect(response.status, body).toBe(400);
      expect(await response.text()).toContain(route.malformed);
    }
    const multipart = await send("multipart/form-data", "name=x");
    expect(multipart.status).toBe(route.path === "/api/inquiry" ? 400 : 415);
  });
});

describe("the multi-step form's fields", () => {
  it("stores only the fields its configuration declares, however many others are sent", async () => {
    const unknown = Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`k${index}`, "v"]));
    const body = multiStep({
      ...unknown,
      care_type: "assisted-living",
      location: "78701",
      budget: "2000-4000",
      source: "paid-search",
      // Declared by the budget variant, but never submitted (doNotSubmit).
      timeline: "Urgent",
      newsletter: true,
    });
    expect(JSON.stringify(body).length).toBeLessThan(32 * 1024);
    const response = await postJson("/api/multi-step-form", body);
    expect(response.status).toBe(200);
    const [row] = await leadRows(body.formId);
    expect(JSON.parse(String(row?.extra))).toEqual({ budget: "2000-4000", source: "paid-search" });

    const exported = await call("/admin/leads?limit=1", { headers: ADMIN });
    const text = await exported.text();
    expect((JSON.parse(text) as { leads: { formId: string }[] }).leads[0]?.formId).toBe(body.formId);
    expect(text.length).toBeLessThan(2048);
  });

  it("bounds every declared value by its own rule: 50 characters for an answer, 200 for a tracking value", async () => {
    const long = await postJson("/api/multi-step-form", multiStep({ budget: "b".repeat(51) }));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { problems: unknown[] }).problems).toEqual([
      { field: "budget", message: "Value is too long" },
    ]);

    const gclid = "g".repeat(200);
    const tracked = multiStep({ gclid });
    expect((await postJson("/api/multi-step-form", tracked)).status).toBe(200);
    expect((await leadRows(tracked.formId))[0]).toMatchObject({ gclid, extra: "{}" });
    const tooLong = await postJson("/api/multi-step-form", multiStep({ gclid: `${gclid}g` }));
    expect(tooLong.status).toBe(400);
  });
});

describe("the partner's limit", () => {
  it("counts a partner's leads per partner: 30 from one address are stored, and that address's visitors keep their 10", async () => {
    const ip = freshIp();
    for (let index = 0; index < 30; index++) {
      const response = await postJson("/v3/partner/inquiry", inquiry(), { ...PARTNER, "CF-Connecting-IP": ip });
      expect(response.status, `partner lead ${index + 1}`).toBe(200);
    }
    for (let index = 0; index < 10; index++) {
      expect((await postJson("/api/inquiry", inquiry(), { "CF-Connecting-IP": ip })).status).toBe(200);
    }
    expect((await postJson("/api/inquiry", inquiry(), { "CF-Connecting-IP": ip })).status).toBe(429);
  });

  // Six hundred leads, written one after another by local D1: seconds, more on a busy machine.
  it("limits a partner token to 600 leads a minute, counted under a hash of the token and never the token", async () => {
    // One fixed minute of its own, and the partner's counter cleared before and after: no other
    // post of this file counts in it, and its 600 weigh on no later test (the limiter counts a
    // clock that goes back in the window it already holds).
    const clearPartnerCounter = () => env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'lead:partner:%'").run();
    await clearPartnerCounter();
    onTestFinished(async () => {
      await clearPartnerCounter();
    });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2021-03-04T05:06:30Z"));
    const bodies = Array.from({ length: 600 }, () => inquiry());
    const answers = await Promise.all(bodies.map((body) => postJson("/v3/partner/inquiry", body, PARTNER)));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);

    const limited = await postJson("/v3/partner/inquiry", inquiry(), PARTNER);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      result: "error",
      provider: null,
      error_code: "429",
      error_message: "429 - Too many requests; try again in a minute",
    });
    const tokenKeys = await env.DB.prepare("SELECT count(*) AS count FROM rate_limits WHERE key LIKE ?1")
      .bind(`%${PARTNER["Caring-Partner"]}%`)
      .first<{ count: number }>();
    expect(tokenKeys?.count).toBe(0);
  }, 120_000);
});

describe("form posts from another site", () => {
  const EVIL = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  const CROSS_SITE = "This request came from another site. Please send it from the form on our own site.";

  it("refuses a native form post from another site with 403: nothing stored, no price cookie", async () => {
    const form = inquiryFormFields({ returnTo: "/assisted-living/texas/austin/fixture-provider-104/" });
    const response = await postForm(form, EVIL);
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain(`<strong>Request:</strong> ${CROSS_SITE}`);
    expect(await countLeads(form.get("formId") ?? "")).toBe(0);
    expect(setCookies(response).has("cf_inquiry_submitted")).toBe(false);
  });

  it.each<{ sent: string; headers: Record<string, string> }>([
    { sent: "neither Origin nor Sec-Fetch-Site", headers: {} },
    { sent: "another site's Origin alone", headers: { Origin: "https://evil.example" } },
    { sent: "Origin null", headers: { Origin: "null" } },
    { sent: "a look-alike of our host", headers: { Origin: "http://localhost.evil.example" } },
    {
      sent: "Sec-Fetch-Site same-site from a host that is not ours",
      headers: { Origin: "https://x.localhost.example", "Sec-Fetch-Site": "same-site" },
    },
  ])("refuses a form post with $sent", async ({ headers }) => {
    const form = inquiryFormFields();
    const response = await postForm(form, headers);
    expect(response.status).toBe(403);
    expect(await countLeads(form.get("formId") ?? "")).toBe(0);
  });

  it.each<{ sent: string; headers: Record<string, string>; options?: CallOptions }>([
    { sent: "its own origin", headers: { Origin: "http://localhost" } },
    { sent: "Sec-Fetch-Site same-origin alone", headers: { "Sec-Fetch-Site": "same-origin" } },
    { sent: "the dev server's origin on another port", headers: { Origin: "http://localhost:8787" } },
    {
      sent: "the other brand's site",
      headers: { Origin: "https://www.carefind.com", "Sec-Fetch-Site": "cross-site" },
      options: { host: "www.seniorhousing.com", protocol: "https" },
    },
    {
      sent: "the bare host of its own brand",
      headers: { Origin: "https://carefind.com", "Sec-Fetch-Site": "same-site" },
      options: { host: "www.carefind.com", protocol: "https" },
    },
  ])("takes a form post from $sent", async ({ headers, options }) => {
    const form = inquiryFormFields();
    const response = await postForm(form, headers, options);
    expect(response.status).toBe(303);
    expect(await countLeads(form.get("formId") ?? "")).toBe(1);
  });

  it("refuses JSON a page on another site sent (Sec-Fetch-Site: cross-site) on the visitors' routes, in their shape", async () => {
    const sent = inquiry();
    const response = await postJson("/api/inquiry", sent, EVIL);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: CROSS_SITE, provider: null });
    expect(setCookies(response).has("cf_inquiry_submitted")).toBe(false);

    const step = multiStep();
    const multi = await postJson("/api/multi-step-form", step, EVIL);
    expect(multi.status).toBe(403);
    expect(await multi.json()).toEqual({ success: false, message: CROSS_SITE });
    expect(await countLeads(sent.formId)).toBe(0);
    expect(await countLeads(step.formId)).toBe(0);
  });

  it("leaves the partner API to its token: a server's post is taken whatever its headers say", async () => {
    const sent = inquiry();
    const response = await postJson("/v3/partner/inquiry", sent, { ...PARTNER, ...EVIL });
    expect(response.status).toBe(200);
    expect(await countLeads(sent.formId)).toBe(1);
  });
});

describe("a form id sent again", () => {
  const CONFLICT =
    "This form was already sent with other details. To send a new request, go back to the form and send it again.";

  it("answers 409 in each route's shape when the content differs, and keeps the first lead", async () => {
    const first = inquiry();
    expect((await postJson("/api/inquiry", first)).status).toBe(200);
    const changed = await postJson("/api/inquiry", { ...first, fullName: "Someone Else" });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ success: false, message: CONFLICT, provider: null });
    expect(setCookies(changed).has("cf_inquiry_submitted")).toBe(false);
    expect((await leadRows(first.formId)).map((row) => row.full_name)).toEqual(["Maria Gonzalez"]);

    const step = multiStep();
    expect((await postJson("/api/multi-step-form", step)).status).toBe(200);
    const stepChanged = await postJson("/api/multi-step-form", { ...step, email: "other@example.com" });
    expect(stepChanged.status).toBe(409);
    expect(await stepChanged.json()).toEqual({ success: false, message: CONFLICT });

    const lead = inquiry();
    expect((await postJson("/v3/partner/inquiry", lead, PARTNER)).status).toBe(200);
    const leadChanged = await postJson("/v3/partner/inquiry", { ...lead, providerId: 104 }, PARTNER);
    expect(leadChanged.status).toBe(409);
    expect(await leadChanged.json()).toEqual({
      result: "error",
      provider: null,
      error_code: "409",
      error_message:
        "409 - This form id was already sent with a different lead; send each lead with a form id of its own",
    });
    expect(await countLeads(lead.formId)).toBe(1);
  });

  it("shows a family whose native post reused a form id what happened, with the way back to the form", async () => {
    const form = inquiryFormFields({ returnTo: "/assisted-living/texas/austin/fixture-provider-104/" });
    expect((await postForm(form)).status).toBe(303);
    // The same post again (a double click, or Back and send): the thank-you page again.
    expect((await postForm(form)).status).toBe(303);
    form.set("email", "ann.lee@example.com");
    const changed = await postForm(form);
    expect(changed.status).toBe(409);
    const html = await changed.text();
    expect(html).toContain(`<strong>Request:</strong> ${CONFLICT}`);
    expect(html).toContain('href="/assisted-living/texas/austin/fixture-provider-104/"');
    expect((await leadRows(form.get("formId") ?? "")).map((row) => row.email)).toEqual(["ann@example.com"]);
  });

  it("counts only what the family gave: the same lead from another address, browser or campaign is a double submit", async () => {
    const first = inquiry({ tracking: { utmSource: "google" } });
    expect((await postJson("/api/inquiry", first, { "User-Agent": "One/1.0" })).status).toBe(200);
    const again = await postJson(
      "/api/inquiry",
      { ...first, tracking: { utmSource: "bing" }, trackingNotes: "another form", source: "elsewhere" },
      { "User-Agent": "Two/2.0" },
    );
    expect(again.status).toBe(200);
    expect(await countLeads(first.formId)).toBe(1);
  });

  it("keeps the same form id under another form kind, brand or partner as a lead of its own", async () => {
    const formId = crypto.randomUUID();
    const answers = await Promise.all([
      postJson("/api/inquiry", inquiry({ formId })),
      postJson("/api/inquiry", inquiry({ formId }), {}, { host: "seniorhousing.localhost" }),
      postJson("/api/multi-step-form", multiStep({ formId })),
      postJson("/v3/partner/inquiry", inquiry({ formId }), PARTNER),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const rows = await leadRows(formId);
    expect(rows.map((row) => `${row.kind} ${row.brand}`).sort()).toEqual([
      "inquiry carefind",
      "inquiry seniorhousing",
      "multi-step carefind",
      "partner carefind",
    ]);
  });
});

describe("text the browser cannot have typed", () => {
  it("stores a lone surrogate as one replacement character, within the field's limit", async () => {
    const body = inquiry({ fullName: `${"x".repeat(99)}\ud800` });
    expect((await postJson("/api/inquiry", body, { "CF-Connecting-IP": freshIp() })).status).toBe(200);
    const [row] = await leadRows(body.formId);
    expect(row?.full_name).toBe(`${"x".repeat(99)}\ufffd`);
  });

  it("keeps at most 512 characters of a User-Agent header", async () => {
    const body = inquiry();
    const agent = `Mozilla/5.0 ${"y".repeat(8000)}`;
    expect((await postJson("/api/inquiry", body, { "CF-Connecting-IP": freshIp(), "User-Agent": agent })).status).toBe(
      200,
    );
    const [row] = await leadRows(body.formId);
    expect(row?.user_agent).toBe(agent.slice(0, 512));
  });
});
