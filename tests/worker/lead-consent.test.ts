/**
 * The lead is honest (docs/leads.md): every form names where the request goes and nothing
 * else, the automated calls and texts consent is a separate box nobody ticks for the family,
 * and both consents are stored with the lead in the words shown, with the server's time, and
 * exported to operators.
 */
import { env } from "cloudflare:workers";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { FROM_OUR_PAGE, inquiry, inquiryFormFields, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp, PARTNER } from "./fixtures/leads.ts";
import { ADMIN, call } from "./worker-client.ts";

const PROVIDER_ID = 104;
let providerName = "";
let providerUrl = "";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
  const row = await env.DB.prepare("SELECT name, slug FROM providers WHERE id = ?1")
    .bind(PROVIDER_ID)
    .first<{ name: string }>();
  providerName = row?.name ?? "";
  expect(providerName).not.toBe("");
  const found = (await (await call(`/api/location/${PROVIDER_ID}`)).json()) as { url: string };
  providerUrl = found.url;
});

const requestText = (recipient: string) =>
  `We send your request only to ${recipient}, who may call, text or email you about it. It goes nowhere else, and we never sell or share your details.`;
const automatedText = (recipient: string) =>
  `I also agree that ${recipient} may reach me with automated calls and texts. This is optional.`;

interface ConsentRow {
  consent_text: string | null;
  automated_contact_consent: number;
  automated_contact_text: string | null;
  consent_recorded_at: string | null;
}

async function consentOf(formId: string): Promise<ConsentRow | null> {
  return env.DB.prepare(
    "SELECT consent_text, automated_contact_consent, automated_contact_text, consent_recorded_at FROM inquiries WHERE form_id = ?1",
  )
    .bind(formId)
    .first<ConsentRow>();
}

function post(path: string, body: unknown, options: { host?: string; headers?: Record<string, string> } = {}) {
  return call(path, {
    method: "POST",
    body,
    ...(options.host ? { host: options.host } : {}),
    headers: { "CF-Connecting-IP": freshIp(), ...options.headers },
  });
}

describe("the inquiry form's consents", () => {
  it("stores the wording naming the chosen provider, no automated contact unless asked, and the server's time", async () => {
    const before = Date.now();
    const body = inquiry({ providerId: PROVIDER_ID });
    expect((await post("/api/inquiry", body)).status).toBe(200);
    const row = await consentOf(body.formId);
    expect(row).toMatchObject({
      consent_text: requestText(providerName),
      automated_contact_consent: 0,
      automated_contact_text: automatedText(providerName),
    });
    const recorded = Date.parse(row?.consent_recorded_at ?? "");
    expect(recorded).toBeGreaterThanOrEqual(before - 1000);
    expect(recorded).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("stores the automated-contact consent when the family ticked it", async () => {
    const body = inquiry({ providerId: PROVIDER_ID, automatedContactConsent: true });
    expect((await post("/api/inquiry", body)).status).toBe(200);
    expect((await consentOf(body.formId))?.automated_contact_consent).toBe(1);
  });

  it("names the brand's advisor when the form is for no provider, on each brand", async () => {
    const main = inquiry();
    expect((await post("/api/inquiry", main)).status).toBe(200);
    expect((await consentOf(main.formId))?.consent_text).toBe(requestText("a Carefind advisor"));
    const housing = inquiry();
    expect((await post("/api/inquiry", housing, { host: "seniorhousing.localhost" })).status).toBe(200);
    expect(await consentOf(housing.formId)).toMatchObject({
      consent_text: requestText("a SeniorHousing advisor"),
      automated_contact_text: automatedText("a SeniorHousing advisor"),
    });
  });

  it("reads the box from a post without JavaScript: unticked sends nothing, ticked sends true", async () => {
    const unticked = inquiryFormFields({ providerId: String(PROVIDER_ID) });
    const ticked = inquiryFormFields({ providerId: String(PROVIDER_ID), automatedContactConsent: "true" });
    for (const fields of [unticked, ticked]) {
      const response = await call("/api/inquiry", {
        method: "POST",
        body: fields.toString(),
        headers: {
          ...FROM_OUR_PAGE,
          "Content-Type": "application/x-www-form-urlencoded",
          "CF-Connecting-IP": freshIp(),
        },
      });
      expect(response.status).toBe(303);
    }
    expect((await consentOf(unticked.get("formId") ?? ""))?.automated_contact_consent).toBe(0);
    expect((await consentOf(ticked.get("formId") ?? ""))?.automated_contact_consent).toBe(1);
  });

  it("refuses a consent that is not a boolean, naming the field, and stores nothing", async () => {
    const body = { ...inquiry(), automatedContactConsent: "yes" };
    const response = await post("/api/inquiry", body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { problems: { field: string }[] };
    expect(answer.problems.map((problem) => problem.field)).toEqual(["automatedContactConsent"]);
    expect(await consentOf(body.formId)).toBeNull();
  });
});

describe("the multi-step form's and the partner API's consents", () => {
  it("stores the multi-step form's choice with the advisor named", async () => {
    const ticked = multiStep({ automated_contact_consent: true });
    const unticked = multiStep({ automated_contact_consent: false });
    expect((await post("/api/multi-step-form", ticked)).status).toBe(200);
    expect((await post("/api/multi-step-form", unticked)).status).toBe(200);
    expect(await consentOf(ticked.formId)).toMatchObject({
      consent_text: requestText("a Carefind advisor"),
      automated_contact_consent: 1,
      automated_contact_text: automatedText("a Carefind advisor"),
    });
    expect((await consentOf(unticked.formId))?.automated_contact_consent).toBe(0);
    // The consent is a column of its own, not one of the form's other answers.
    const extra = await env.DB.prepare("SELECT extra FROM inquiries WHERE form_id = ?1")
      .bind(ticked.formId)
      .first<{ extra: string }>();
    expect(JSON.parse(extra?.extra ?? "{}")).not.toHaveProperty("automated_contact_consent");
  });

  it("refuses a multi-step consent that is not a boolean, naming the field", async () => {
    const response = await post("/api/multi-step-form", multiStep({ automated_contact_consent: "on" }));
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { problems: { field: string }[] };
    expect(answer.problems.map((problem) => problem.field)).toContain("automated_contact_consent");
  });

  it("takes the partner's optional boolean, and stores the wording partners are asked to show", async () => {
    const ticked = { ...inquiry(), provider_id: PROVIDER_ID, automatedContactConsent: true };
    const silent = { ...inquiry(), provider_id: PROVIDER_ID };
    for (const body of [ticked, silent]) {
      expect((await post("/v3/partner/lead", body, { headers: PARTNER })).status).toBe(200);
    }
    expect(await consentOf(ticked.formId)).toMatchObject({
      consent_text: requestText(providerName),
      automated_contact_consent: 1,
    });
    expect((await consentOf(silent.formId))?.automated_contact_consent).toBe(0);
  });
});

describe("the consents in the pages and the export", () => {
  it("shows the provider's name under its forms, with an unticked, optional box and the deletion link", async () => {
    const html = await (await call(providerUrl)).text();
    const escapedName = providerName.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
    expect(html).toContain(requestText(escapedName).replaceAll("'", "&#x27;"));
    const boxes = html.match(/<input[^>]*name="automatedContactConsent"[^>]*>/g) ?? [];
    // One per form the page renders (the modal forms render when opened).
    const forms = html.match(/<form[^>]*action="\/api\/inquiry"/g) ?? [];
    expect(forms.length).toBeGreaterThanOrEqual(2);
    expect(boxes).toHaveLength(forms.length);
    for (const box of boxes) {
      expect(box).toContain('type="checkbox"');
      expect(box).not.toMatch(/\bchecked\b|\brequired\b/);
    }
    expect(html).toContain('<a href="/privacy/delete-my-request/">ask us to delete your request</a>');
    // The notice under each form, whole: where the request goes, then the way to have it deleted.
    const notices = html.match(/<p class="inquiry-legal">[\s\S]*?<\/p>/g) ?? [];
    expect(notices).toHaveLength(forms.length);
    for (const notice of notices) {
      expect(notice).toBe(
        `<p class="inquiry-legal">${requestText(escapedName).replaceAll("'", "&#x27;")}<!-- --> You can <a href="/privacy/delete-my-request/">ask us to delete your request</a> at any time.</p>`,
      );
    }
  });

  it("names the advisor under the home page's forms", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain(requestText("a Carefind advisor"));
    expect(html).not.toContain("partner communities");
  });

  it("exports both consents, the choice and the time as CSV and JSON", async () => {
    const body = inquiry({ providerId: PROVIDER_ID, automatedContactConsent: true });
    expect((await post("/api/inquiry", body)).status).toBe(200);

    const json = (await (await call("/admin/leads?limit=50", { headers: ADMIN })).json()) as {
      leads: Record<string, unknown>[];
    };
    const exported = json.leads.find((lead) => lead.formId === body.formId);
    expect(exported).toMatchObject({
      consentText: requestText(providerName),
      automatedContactConsent: true,
      automatedContactText: automatedText(providerName),
      consentRecordedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const csv = await (await call("/admin/leads?format=csv&limit=50", { headers: ADMIN })).text();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const row = rows.find((candidate) => candidate.formId === body.formId);
    expect(row).toMatchObject({
      automatedContactConsent: "true",
      consentText: requestText(providerName),
      automatedContactText: automatedText(providerName),
      consentRecordedAt: exported?.consentRecordedAt,
    });
  });
});
