/**
 * The one intake every lead route shares (spec lead-capture-and-chrome §7, reviews-and-provider-page
 * §7): one body size limit, the same content types read or refused, each route answering in its
 * own shape, and the same columns stored whichever route a lead came through.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FROM_OUR_PAGE, inquiry, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { countLeads, freshIp, PARTNER } from "./fixtures/leads.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

interface LeadRoute {
  path: string;
  headers: Record<string, string>;
  body(): { formId: string };
  /** The route's refusal in its own answer shape. */
  refusal(status: number, message: string): unknown;
  /** Its words for a body it does not read. */
  unsupportedType: string;
}

const ROUTES: LeadRoute[] = [
  {
    path: "/api/inquiry",
    headers: {},
    body: () => inquiry(),
    refusal: (_status, message) => ({ success: false, message, provider: null }),
    unsupportedType: "Send the inquiry as JSON or as a form post",
  },
  {
    path: "/api/multi-step-form",
    headers: {},
    body: () => multiStep(),
    refusal: (_status, message) => ({ success: false, message }),
    unsupportedType: "Send the form as JSON",
  },
  {
    path: "/v3/partner/inquiry",
    headers: PARTNER,
    body: () => inquiry(),
    refusal: (status, message) => ({
      result: "error",
      provider: null,
      error_code: String(status),
      error_message: `${status} - ${message}`,
    }),
    unsupportedType: "Send the body as JSON, with Content-Type: application/json",
  },
];

/** Posts as a browser on one of our pages would (a partner's server sends no such headers; they change nothing there). */
function post(route: LeadRoute, body: unknown, headers: Record<string, string> = {}) {
  return call(route.path, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { ...FROM_OUR_PAGE, ...route.headers, "CF-Connecting-IP": freshIp(), ...headers },
  });
}

const LIMIT = 32 * 1024;
const TOO_LARGE = "The request body is over the 32 KB limit for a lead";

/** A valid JSON body padded with whitespace (still valid JSON) to exactly `bytes` bytes. */
function padded(body: unknown, bytes: number): string {
  const json = JSON.stringify(body);
  return json + " ".repeat(bytes - json.length);
}

describe.each(ROUTES)("$path", (route) => {
  it.each<{ sent: string; headers: Record<string, string> }>([
    { sent: "without a declared length", headers: {} },
    { sent: "with its length declared", headers: { "Content-Length": String(LIMIT + 1) } },
  ])(
    "refuses a valid lead one byte over 32 KB, $sent, with 413 in its own shape, and stores nothing",
    async ({ headers }) => {
      const body = route.body();
      const response = await post(route, padded(body, LIMIT + 1), headers);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(route.refusal(413, TOO_LARGE));
      expect(await countLeads(body.formId)).toBe(0);
    },
  );

  it("reads a valid lead of exactly 32 KB", async () => {
    const body = route.body();
    const response = await post(route, padded(body, LIMIT));
    expect(response.status).toBe(200);
    expect(await countLeads(body.formId)).toBe(1);
  });

  it.each(["application/vnd.api+json", "application/json;charset=UTF-8", "Application/JSON"])(
    "reads a %s body as JSON and stores the lead",
    async (contentType) => {
      const body = route.body();
      const response = await post(route, body, { "Content-Type": contentType });
      expect(response.status).toBe(200);
      expect(await countLeads(body.formId)).toBe(1);
    },
  );

  it.each(["text/plain", "application/json-seq", "application/jsonx"])(
    "refuses a %s body with 415 in its own shape, and stores nothing",
    async (contentType) => {
      const body = route.body();
      const response = await post(route, body, { "Content-Type": contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual(route.refusal(415, route.unsupportedType));
      expect(await countLeads(body.formId)).toBe(0);
    },
  );
});

describe("the partner API", () => {
  it("checks the token before reading the body: a large body without it is 401", async () => {
    const body = inquiry();
    const response = await call("/v3/partner/inquiry", {
      method: "POST",
      body: padded(body, LIMIT + 1),
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(401);
    expect(await countLeads(body.formId)).toBe(0);
  });
});

describe("POST /api/inquiry as a native form post", () => {
  it("shows a body over 32 KB the problems page with 413, and stores nothing", async () => {
    const formId = crypto.randomUUID();
    const form = inquiryFormFields({ formId, notes: "x".repeat(LIMIT) });
    const response = await call("/api/inquiry", {
      method: "POST",
      body: form.toString(),
      headers: { ...FROM_OUR_PAGE, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshIp() },
    });
    expect(response.status).toBe(413);
    const html = await response.text();
    expect(html).toContain("Please check your details");
    expect(html).toContain(`<strong>Request:</strong> ${TOO_LARGE}`);
    expect(await countLeads(formId)).toBe(0);
  });
});

describe("the columns an inquiry fills, on every route's lead", () => {
  const anonId = "visitor-0002-test";
  const person = {
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Maria Gonzalez",
    phoneNumber: "(512) 555-0142",
    email: "maria@example.com",
  } as const;

  async function storedRow(formId: string): Promise<Record<string, unknown> | null> {
    return env.DB.prepare("SELECT * FROM inquiries WHERE form_id = ?1").bind(formId).first();
  }

  /** Posts as one visitor: the same browser, IP, anon id cookie and feature override. */
  function postAs(path: string, body: string, headers: Record<string, string>) {
    return call(`${path}?feature-override=inquiry-v4:on`, {
      method: "POST",
      body,
      cookies: { cf_anon_id: anonId },
      headers: { "User-Agent": "TestBrowser/2.0", "CF-Connecting-IP": "203.0.113.77", ...headers },
    });
  }

  /** The columns every lead has, whichever route it came through. */
  const inquiryColumns = {
    brand: "carefind",
    who_are_you_looking_for: "Parent(s)",
    full_name: "Maria Gonzalez",
    phone: "(512) 555-0142",
    email: "maria@example.com",
    type_of_care: "assisted-living",
    care_location: "Austin, TX",
    anon_id: anonId,
    gclid: "g-7",
    msclkid: null,
    utm_source: "google",
    utm_campaign: "fall",
    utm_content: null,
    utm_medium: "cpc",
    utm_term: null,
    user_agent: "TestBrowser/2.0",
    ip: "203.0.113.77",
    feature_override: "inquiry-v4:on",
    delivery_status: "not-forwarded",
  };
  const tracking = { gclid: "g-7", utmSource: "google", utmCampaign: "fall", utmMedium: "cpc" };

  it("fills them from an inquiry's JSON tracking", async () => {
    const body = inquiry({ ...person, anonId, tracking });
    expect((await postAs("/api/inquiry", JSON.stringify(body), {})).status).toBe(200);
    expect(await storedRow(body.formId)).toMatchObject({ ...inquiryColumns, kind: "inquiry", source: null });
  });

  it("fills them from a native form post's hidden fields", async () => {
    const formId = crypto.randomUUID();
    const form = new URLSearchParams({
      ...person,
      typeOfCare: "assisted-living",
      careLocation: "Austin, TX",
      formId,
      trackingNotes: "",
      action: "request-info",
      gclid: "g-7",
      utm_source: "google",
      utm_campaign: "fall",
      utm_medium: "cpc",
      landingPageUrl: "https://carefind.com/?utm_source=google",
    });
    const sent = await postAs("/api/inquiry", form.toString(), {
      ...FROM_OUR_PAGE,
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(sent.status).toBe(303);
    expect(await storedRow(formId)).toMatchObject({
      ...inquiryColumns,
      kind: "inquiry",
      action: "request-info",
      landing_page_url: "https://carefind.com/?utm_source=google",
    });
  });

  it("fills them from the multi-step form's flat fields, keeping tracking out of extra", async () => {
    const body = multiStep({
      inquiry_for: person.whoAreYouLookingFor,
      full_name: person.fullName,
      email: person.email,
      phone: person.phoneNumber,
      care_type: "assisted-living",
      location: "Austin, TX",
      gclid: "g-7",
      utm_source: "google",
      utm_campaign: "fall",
      utm_medium: "cpc",
    });
    expect((await postAs("/api/multi-step-form", JSON.stringify(body), {})).status).toBe(200);
    const row = await storedRow(body.formId);
    expect(row).toMatchObject({
      ...inquiryColumns,
      kind: "multi-step",
      action: "request-info",
      source: "multi-step-form",
      landing_page_url: "carefind.com/lp/",
    });
    expect(JSON.parse(String(row?.extra))).toEqual({});
  });

  it("fills them from a partner's body", async () => {
    const body = inquiry({ ...person, anonId, tracking });
    expect((await postAs("/v3/partner/inquiry", JSON.stringify(body), PARTNER)).status).toBe(200);
    expect(await storedRow(body.formId)).toMatchObject({
      ...inquiryColumns,
      kind: "partner",
      action: null,
      source: "partner-inquiry",
      landing_page_url: null,
    });
  });
});
