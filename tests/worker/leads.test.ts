import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { findLead } from "../../worker/leads/lead-store.ts";
import type { PartnerResponse } from "../../worker/leads/partner-api.ts";
import { queueStrandedLeads } from "../../worker/queue/stranded-leads.ts";
import { FROM_OUR_PAGE, inquiry, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { countLeads, freshIp } from "./fixtures/leads.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function postInquiry(body: unknown, ip = freshIp()) {
  return call("/api/inquiry", { method: "POST", body, headers: { "CF-Connecting-IP": ip } });
}

describe("POST /api/inquiry", () => {
  it("stores the lead before answering, with what the server adds, and sets the inquiry-submitted cookie", async () => {
    const body = inquiry({
      providerId: 104,
      action: "display-cost-data",
      tracking: { gclid: "g-123", utmSource: "google", utmCampaign: "fall" },
    });
    const response = await call("/api/inquiry?feature-override=inquiry-v4:on", {
      method: "POST",
      body,
      headers: { "CF-Connecting-IP": "203.0.113.50", "User-Agent": "TestBrowser/1.0" },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      success: boolean;
      message: string;
      provider: { id: number; services: { category: { name: string } }[] };
    };
    expect(answer.success).toBe(true);
    expect(answer.message).toBe("Thank You for your request!");
    expect(answer.provider.id).toBe(104);
    expect(answer.provider.services.map((service) => service.category.name)).toEqual([
      "Assisted Living",
      "Memory Care",
    ]);
    expect(setCookies(response).get("cf_inquiry_submitted")?.attributes).toContain("HttpOnly");

    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE form_id = ?1")
      .bind(body.formId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      kind: "inquiry",
      brand: "carefind",
      action: "display-cost-data",
      provider_id: 104,
      full_name: "Maria Gonzalez",
      phone: "(512) 555-0142",
      gclid: "g-123",
      utm_source: "google",
      utm_campaign: "fall",
      user_agent: "TestBrowser/1.0",
      ip: "203.0.113.50",
      feature_override: "inquiry-v4:on",
      // No partner endpoint is configured in the tests: kept in D1 only.
      delivery_status: "not-forwarded",
    });
  });

  it("answers a bad body with a 400 naming each field, and stores nothing", async () => {
    const before = await countLeads();
    const response = await postInquiry({ whoAreYouLookingFor: "Cousin", phoneNumber: "12", email: "nope" });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { success: boolean; problems: { field: string; message: string }[] };
    expect(answer.success).toBe(false);
    const byField = Object.fromEntries(answer.problems.map((problem) => [problem.field, problem.message]));
    expect(byField).toMatchObject({
      whoAreYouLookingFor: "Please make a selection",
      fullName: expect.any(String),
      phoneNumber: "Invalid phone number, please enter a valid U.S. phone number",
      email: "Please enter a valid email address",
      typeOfCare: expect.any(String),
      formId: expect.any(String),
      careLocation: expect.any(String),
    });
    expect(await countLeads()).toBe(before);

    const emptyPhone = await postInquiry(inquiry({ phoneNumber: "" }));
    const emptyAnswer = (await emptyPhone.json()) as { problems: { field: string; message: string }[] };
    expect(emptyAnswer.problems).toEqual([{ field: "phoneNumber", message: "Please enter a valid U.S. phone number" }]);

    const unknownProvider = await postInquiry(inquiry({ providerId: 987654 }));
    expect(unknownProvider.status).toBe(400);
    expect(await unknownProvider.text()).toContain("providerId");

    const notJson = await call("/api/inquiry", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it("stores one lead for a form id posted twice, and answers success both times", async () => {
    const body = inquiry();
    const first = await postInquiry(body);
    const second = await postInquiry(body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await countLeads(body.formId)).toBe(1);

    const racing = inquiry();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postInquiry(racing)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await countLeads(racing.formId)).toBe(1);
  });

  it("ends 500 concurrent inquiries with distinct form ids as exactly 500 rows", async () => {
    const before = await countLeads();
    const bodies = Array.from({ length: 500 }, () => inquiry());
    const answers = await Promise.all(bodies.map((body) => postInquiry(body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(500);
    expect(await countLeads()).toBe(before + 500);
  });

  it("limits each visitor IP to 10 lead posts a minute, with a clear 429", async () => {
    const ip = freshIp();
    for (let index = 0; index < 10; index++) expect((await postInquiry(inquiry(), ip)).status).toBe(200);
    const limited = await postInquiry(inquiry(), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toBe(
      "Too many requests from your connection. Please wait a minute and try again, or call (800) 555-0142 to speak with a Carefind advisor.",
    );
    expect((await postInquiry(inquiry(), freshIp())).status).toBe(200);
  });

  it("works as a native form post: a redirect to the thank-you page, or the problems listed", async () => {
    const formId = crypto.randomUUID();
    const form = inquiryFormFields({
      phoneNumber: "1 512 555 0199",
      formId,
      providerId: "104",
      returnTo: "/assisted-living/texas/austin/fixture-provider-104/",
    });
    const sent = await call("/api/inquiry", {
      method: "POST",
      body: form.toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/thank-you/?slug=fixture-provider-104&phone=%28512%29+555-0100");
    const row = await env.DB.prepare("SELECT phone, anon_id FROM inquiries WHERE form_id = ?1").bind(formId).first();
    // The server masks the phone as the script would, and knows the visitor's anon id.
    expect(row).toMatchObject({ phone: "(512) 555-0199" });

    form.set("formId", crypto.randomUUID());
    form.set("fullName", "");
    form.set("email", "ann@");
    const refused = await call("/api/inquiry", {
      method: "POST",
      body: form.toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Please check your details");
    expect(html).toContain("<strong>Full name:</strong> Please enter your full name");
    expect(html).toContain("<strong>Email:</strong> Please enter a valid email address");
    expect(html).toContain('href="/assisted-living/texas/austin/fixture-provider-104/"');
  });
});

describe("a client written from the spec's inquiry form values", () => {
  /** Exactly the inquiry form values of lead-capture-and-chrome §3: no action. */
  function specValues(fields: Record<string, unknown> = {}): Record<string, unknown> {
    const { action: _action, ...values } = inquiry();
    return { ...values, ...fields };
  }

  async function storedAction(formId: unknown): Promise<unknown> {
    const row = await env.DB.prepare("SELECT action FROM inquiries WHERE form_id = ?1").bind(formId).first();
    return row?.action;
  }

  it("takes the values without an action: information asked, or a tour when a tour time is given", async () => {
    const info = specValues();
    const asked = await postInquiry(info);
    expect(asked.status).toBe(200);
    expect(await storedAction(info.formId)).toBe("request-info");

    const tour = specValues({ tourTime: "Tuesday, December 8, Morning", providerId: 104 });
    expect((await postInquiry(tour)).status).toBe(200);
    expect(await storedAction(tour.formId)).toBe("schedule-tour");

    const form = inquiryFormFields();
    form.delete("action");
    const posted = await call("/api/inquiry", {
      method: "POST",
      body: form.toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(posted.status).toBe(303);
    expect(await storedAction(form.get("formId"))).toBe("request-info");
  });

  it("says what is wrong with an id: too short, or a character it cannot hold", async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [{ formId: "abc" }, { field: "formId", message: "formId is too short: use 8 to 64 letters, digits and hyphens" }],
      [{ anonId: "abc" }, { field: "anonId", message: "anonId is too short: use 8 to 64 letters, digits and hyphens" }],
      [
        { formId: "form id with spaces" },
        { field: "formId", message: "formId holds only letters, digits and hyphens" },
      ],
      [
        { formId: "f".repeat(65) },
        { field: "formId", message: "formId is too long: use 8 to 64 letters, digits and hyphens" },
      ],
    ];
    for (const [fields, problem] of cases) {
      const response = await postInquiry(specValues(fields));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { problems: { field: string; message: string }[] };
      expect(answer.problems).toEqual([problem]);
    }
  });

  it("answers the multi-step form's short phone with the format message the browser shows", async () => {
    const post = (phone: string) =>
      call("/api/multi-step-form", {
        method: "POST",
        headers: { "CF-Connecting-IP": freshIp() },
        body: multiStep({ phone }),
      });
    const short = await post("555");
    expect(short.status).toBe(400);
    expect(((await short.json()) as { problems: unknown[] }).problems).toEqual([
      { field: "phone", message: "Invalid phone number, please enter a valid U.S. phone number" },
    ]);
    const empty = await post("");
    expect(((await empty.json()) as { problems: unknown[] }).problems).toEqual([
      { field: "phone", message: "Please enter a valid U.S. phone number" },
    ]);
  });
});

describe("forwarding through the LEADS queue", () => {
  async function storedLeadId(): Promise<number> {
    const body = inquiry();
    await postInquiry(body);
    const row = await env.DB.prepare("SELECT id FROM inquiries WHERE form_id = ?1")
      .bind(body.formId)
      .first<{ id: number }>();
    await env.DB.prepare("UPDATE inquiries SET delivery_status = 'queued' WHERE id = ?1").bind(row?.id).run();
    return row?.id ?? 0;
  }

  const partnerEnv = { ...env, LEAD_WEBHOOK_URL: "https://partner.example/leads" };

  async function deliver(id: number, attempts: number, queue = "carefind-leads") {
    const batch = createMessageBatch(queue, [
      { id: `m-${id}-${attempts}`, timestamp: Date.now(), attempts, body: { inquiryId: id } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, partnerEnv);
    return getQueueResult(batch, ctx);
  }

  it("retries a webhook that fails three times, then delivers the lead exactly once", async () => {
    const id = await storedLeadId();
    let calls = 0;
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls++;
      expect(String(input instanceof Request ? input.url : input)).toBe("https://partner.example/leads");
      expect(new Headers(init?.headers).get("Idempotency-Key")).toBe(`carefind-lead-${id}`);
      return new Response(calls <= 3 ? "busy" : "ok", { status: calls <= 3 ? 503 : 200 });
    });

    for (const attempt of [1, 2, 3]) {
      const result = await deliver(id, attempt);
      expect(result.retryMessages.map((message) => message.msgId)).toEqual([`m-${id}-${attempt}`]);
      expect(result.explicitAcks).toEqual([]);
    }
    const delivered = await deliver(id, 4);
    expect(delivered.explicitAcks).toEqual([`m-${id}-4`]);
    // The queue may deliver a message again: a delivered lead is never sent twice.
    const again = await deliver(id, 5);
    expect(again.explicitAcks).toEqual([`m-${id}-5`]);
    expect(fetchSpy).toHaveBeenCalledTimes(4);

    const lead = await findLead(env.DB, id);
    expect(lead).toMatchObject({ deliveryStatus: "delivered", deliveryAttempts: 4, lastDeliveryError: null });
    const log = await env.DB.prepare(
      "SELECT attempt, outcome, http_status FROM lead_deliveries WHERE inquiry_id = ?1 ORDER BY attempt",
    )
      .bind(id)
      .all();
    expect(log.results).toEqual([
      { attempt: 1, outcome: "failed", http_status: 503 },
      { attempt: 2, outcome: "failed", http_status: 503 },
      { attempt: 3, outcome: "failed", http_status: 503 },
      { attempt: 4, outcome: "delivered", http_status: 200 },
    ]);
  });

  it("records a dead letter for a lead whose retries ran out, and keeps the lead", async () => {
    const id = await storedLeadId();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("connection refused"));
    await deliver(id, 6);
    expect((await findLead(env.DB, id))?.lastDeliveryError).toBe("connection refused");
    const dead = await deliver(id, 1, "carefind-leads-dead");
    expect(dead.explicitAcks).toHaveLength(1);
    const lead = await findLead(env.DB, id);
    expect(lead).toMatchObject({ deliveryStatus: "dead-lettered", fullName: "Maria Gonzalez" });
    const letter = await env.DB.prepare("SELECT reason FROM lead_dead_letters WHERE inquiry_id = ?1").bind(id).first();
    expect(letter).toEqual({ reason: "every forwarding attempt failed" });
  });

  it("queues leads that missed the queue on arrival", async () => {
    const body = inquiry();
    await postInquiry(body);
    await env.DB.prepare(
      "UPDATE inquiries SET delivery_status = 'pending', created_at = '2020-01-01T00:00:00.000Z' WHERE form_id = ?1",
    )
      .bind(body.formId)
      .run();
    expect(await queueStrandedLeads(partnerEnv)).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT delivery_status FROM inquiries WHERE form_id = ?1")
      .bind(body.formId)
      .first();
    expect(row).toEqual({ delivery_status: "queued" });
    expect(await queueStrandedLeads(env)).toBe(0);
  });
});

describe("partner API", () => {
  const partner = { "Caring-Partner": "test-partner-token" };
  const body = (extra: Record<string, unknown> = {}) => ({ ...inquiry(), ...extra });

  it("needs the Caring-Partner token: 401 without, 403 when wrong", async () => {
    const missing = await call("/v3/partner/inquiry", { method: "POST", body: body() });
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as PartnerResponse).error_message).toMatch(/^401 - /);
    const wrong = await call("/v3/partner/inquiry", {
      method: "POST",
      body: body(),
      headers: { "Caring-Partner": "nope" },
    });
    expect(wrong.status).toBe(403);
  });

  it("takes an inquiry and a lead for a provider, answering result and provider", async () => {
    const sent = await call("/v3/partner/inquiry", {
      method: "POST",
      body: body(),
      headers: { ...partner, "CF-Connecting-IP": freshIp() },
    });
    expect(await sent.json()).toEqual({ result: "success", provider: null, error_code: null, error_message: null });

    const lead = body({ provider_id: 105 });
    const leadAnswer = (await (
      await call("/v3/partner/lead", {
        method: "POST",
        body: lead,
        headers: { ...partner, "CF-Connecting-IP": freshIp() },
      })
    ).json()) as PartnerResponse;
    expect(leadAnswer.result).toBe("success");
    expect(leadAnswer.provider?.id).toBe(105);
    const row = await env.DB.prepare("SELECT kind, provider_id FROM inquiries WHERE form_id = ?1")
      .bind(lead.formId)
      .first();
    expect(row).toEqual({ kind: "partner", provider_id: 105 });

    const noProvider = await call("/v3/partner/lead", {
      method: "POST",
      body: body(),
      headers: { ...partner, "CF-Connecting-IP": freshIp() },
    });
    expect(noProvider.status).toBe(400);
    expect(((await noProvider.json()) as PartnerResponse).error_message).toBe("400 - provider_id: Required for a lead");
  });

  it("answers failures as '{errorCode} - {message}'", async () => {
    const bad = await call("/v3/partner/inquiry", {
      method: "POST",
      body: body({ email: "nope" }),
      headers: { ...partner, "CF-Connecting-IP": freshIp() },
    });
    expect(await bad.json()).toEqual({
      result: "error",
      provider: null,
      error_code: "400",
      error_message: "400 - email: Please enter a valid email address",
    });
  });

  it("serves /v4/partner/inquiry only under the inquiry-v4 flag, keeping the landing page there only", async () => {
    const off = await call("/v4/partner/inquiry", { method: "POST", body: body(), headers: partner });
    expect(off.status).toBe(404);
    const v4 = body({ landing_page_url: "https://carefind.com/lp/?gclid=1" });
    const on = await call("/v4/partner/inquiry", {
      method: "POST",
      body: v4,
      headers: { ...partner, "x-feature-override": "inquiry-v4:on", "CF-Connecting-IP": freshIp() },
    });
    expect(on.status).toBe(200);
    const v3 = body({ landing_page_url: "https://carefind.com/lp/" });
    await call("/v3/partner/inquiry", {
      method: "POST",
      body: v3,
      headers: { ...partner, "CF-Connecting-IP": freshIp() },
    });
    const rows = await env.DB.prepare("SELECT form_id, landing_page_url FROM inquiries WHERE form_id IN (?1, ?2)")
      .bind(v4.formId, v3.formId)
      .all<{ form_id: string; landing_page_url: string | null }>();
    const byForm = Object.fromEntries(rows.results.map((row) => [row.form_id, row.landing_page_url]));
    expect(byForm[v4.formId]).toBe("https://carefind.com/lp/?gclid=1");
    expect(byForm[v3.formId]).toBeNull();
  });
});

describe("POST /api/multi-step-form", () => {
  it("stores the lead, keeps the other fields its configuration declares, and drops the rest", async () => {
    const formId = crypto.randomUUID();
    const response = await call("/api/multi-step-form", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: multiStep({
        formId,
        budget: "$3,000 - $5,000",
        newsletter: true,
        source: "paid-search",
      }),
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT kind, who_are_you_looking_for, source, extra, landing_page_url FROM inquiries WHERE form_id = ?1",
    )
      .bind(formId)
      .first<Record<string, string>>();
    expect(row).toMatchObject({
      kind: "multi-step",
      who_are_you_looking_for: "Myself",
      source: "paid-search",
      landing_page_url: "carefind.com/lp/",
    });
    // budget and source are declared (a step's select, a hidden field); newsletter is not.
    expect(JSON.parse(row?.extra ?? "{}")).toEqual({ budget: "$3,000 - $5,000", source: "paid-search" });
  });

  it("refuses a value over 50 characters and a missing selection, naming each field", async () => {
    const response = await call("/api/multi-step-form", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: {
        formId: crypto.randomUUID(),
        path: "/lp/",
        domain: "carefind.com",
        full_name: "x".repeat(51),
        email: "a@b.co",
        phone: "(512) 555-0123",
      },
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { problems: { field: string; message: string }[] };
    expect(answer.problems).toEqual(
      expect.arrayContaining([
        { field: "inquiry_for", message: "Please make a selection" },
        { field: "full_name", message: "Value is too long" },
      ]),
    );
  });
});

describe("GET /admin/leads", () => {
  it("exports leads newest first as JSON and as CSV, filtered by date, behind the admin token", async () => {
    expect((await call("/admin/leads")).status).toBe(401);
    const body = inquiry({ fullName: '=HYPERLINK("x"), "quoted"' });
    await postInquiry(body);
    const json = (await (await call("/admin/leads?limit=5", { headers: ADMIN })).json()) as {
      leads: { formId: string; createdAt: string }[];
      count: number;
    };
    expect(json.leads[0]?.formId).toBe(body.formId);
    const times = json.leads.map((lead) => lead.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const csv = await call("/admin/leads?format=csv&limit=3", { headers: ADMIN });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="carefind-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,createdAt,kind,brand,action,providerId,fullName,phone,email,/);
    // A formula is defused, quotes are doubled.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);

    const today = new Date().toISOString().slice(0, 10);
    const none = (await (await call("/admin/leads?to=2001-01-01", { headers: ADMIN })).json()) as { count: number };
    expect(none.count).toBe(0);
    const todays = (await (await call(`/admin/leads?from=${today}&to=${today}`, { headers: ADMIN })).json()) as {
      count: number;
    };
    expect(todays.count).toBeGreaterThan(0);
    const badDate = await call("/admin/leads?from=yesterday", { headers: ADMIN });
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain("from");
  });
});
