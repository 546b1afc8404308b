/**
 * The move-in report (spec reviews-and-provider-page §6, §7, §8): the operator's link, the
 * family's GET and POST with its token, what is stored, and every way a link or a body is
 * refused with `{success: false, error}`.
 */
import { env } from "cloudflare:workers";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { MoveInLink } from "../../worker/admin/move-in-link-api.ts";
import type { MoveInFailure, MoveInPageData } from "../../worker/leads/move-in-api.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { DAY_MS, day, leadMaker, storedReport, tokenFor } from "./fixtures/move-in.ts";
import { ADMIN, call } from "./worker-client.ts";

const insertLead = leadMaker(5000, "move-in-form");

const path = (token: string) => `/v1/dxp/move-in?token=${encodeURIComponent(token)}`;

function post(token: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path(token), { method: "POST", body, headers });
}

async function failure(response: Response): Promise<MoveInFailure> {
  return (await response.json()) as MoveInFailure;
}

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

describe("POST /admin/leads/{id}/move-in-link", () => {
  it("issues a link on the lead's brand host that opens the lead", async () => {
    const leadId = await insertLead();
    const response = await call(`/admin/leads/${leadId}/move-in-link`, { method: "POST", headers: ADMIN });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const link = (await response.json()) as MoveInLink;
    expect(link.url).toMatch(/^https:\/\/carefind\.com\/move-in\/\?token=[^&]+$/);
    const expires = Date.parse(link.expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(29.9 * DAY_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * DAY_MS);

    const url = new URL(link.url);
    const opened = await call(`${url.pathname}${url.search}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Did you find a place?");
    const read = await call(`/v1/dxp/move-in${url.search}`);
    expect(((await read.json()) as MoveInPageData).lead.id).toBe(leadId);
  });

  it("names the second brand's host for its leads", async () => {
    const leadId = await insertLead({ brand: "seniorhousing" });
    const link = (await (
      await call(`/admin/leads/${leadId}/move-in-link`, { method: "POST", headers: ADMIN })
    ).json()) as MoveInLink;
    expect(link.url).toMatch(/^https:\/\/seniorhousing\.com\/move-in\/\?token=/);
  });

  it("answers 404 for no such lead and 401 without the operator's token", async () => {
    const missing = await call("/admin/leads/999999/move-in-link", { method: "POST", headers: ADMIN });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe("No lead has the id 999999");
    expect((await call("/admin/leads/1/move-in-link", { method: "POST" })).status).toBe(401);
  });

  it("answers 400 naming the id for one past the largest exact number, and 404 for one that is not digits", async () => {
    const huge = await call("/admin/leads/90071992547409920/move-in-link", { method: "POST", headers: ADMIN });
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { error: string }).error).toBe("Invalid param: id: The id is too large");
    expect((await call("/admin/leads/1e3/move-in-link", { method: "POST", headers: ADMIN })).status).toBe(404);
  });
});

describe("GET /v1/dxp/move-in", () => {
  it("answers the lead without the family's name, phone or email, and no report yet; never cached", async () => {
    const leadId = await insertLead();
    const response = await call(path(await tokenFor(leadId)));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      lead: {
        id: leadId,
        providerName: "Fixture Provider 101",
        careLocation: "Austin, TX",
        typeOfCare: "assisted_living_facilities",
      },
      report: null,
    });
    expect(text).not.toMatch(/Mary|mary@example|5125550100/);
  });

  it("answers a lead sent without a provider with providerName null", async () => {
    const leadId = await insertLead({ providerId: null });
    const data = (await (await call(path(await tokenFor(leadId)))).json()) as MoveInPageData;
    expect(data.lead.providerName).toBeNull();
  });
});

describe("POST /v1/dxp/move-in", () => {
  it("stores the report, spends the link, and shows the report to the link afterwards", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const moveInDate = day(-5);
    const response = await post(token, { movedIn: true, providerId: 102, moveInDate, notes: "Settled in well." });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ success: true });

    expect(await storedReport(leadId)).toEqual([
      { moved_in: 1, provider_id: 102, move_in_date: moveInDate, notes: "Settled in well." },
    ]);
    const spent = await env.DB.prepare(
      "SELECT count(*) AS count FROM used_review_tokens WHERE purpose = 'move-in' AND subject_id = ?1",
    )
      .bind(leadId)
      .first<{ count: number }>();
    expect(spent?.count).toBe(1);

    const shown = (await (await call(path(token))).json()) as MoveInPageData;
    expect(shown.report).toMatchObject({
      movedIn: true,
      providerId: 102,
      providerName: "Fixture Provider 102",
      moveInDate,
      notes: "Settled in well.",
    });

    const again = await post(token, { movedIn: false });
    expect(again.status).toBe(409);
    expect(await failure(again)).toEqual({
      success: false,
      error: "A move-in report was already sent with this link.",
    });
    expect(await storedReport(leadId)).toHaveLength(1);
  });

  it("takes a plain 'did not move in', and a later link replaces the lead's one report", async () => {
    const leadId = await insertLead();
    expect((await post(await tokenFor(leadId), { movedIn: false })).status).toBe(201);
    expect(await storedReport(leadId)).toEqual([{ moved_in: 0, provider_id: null, move_in_date: null, notes: "" }]);

    const today = day(0);
    expect((await post(await tokenFor(leadId), { movedIn: true, moveInDate: today })).status).toBe(201);
    expect(await storedReport(leadId)).toEqual([{ moved_in: 1, provider_id: null, move_in_date: today, notes: "" }]);
  });

  it("stores one report when the same link is sent many times at once", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(token, { movedIn: true })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await storedReport(leadId)).toHaveLength(1);
  });

  it("appears in the operator's lead export", async () => {
    const leadId = await insertLead();
    const moveInDate = day(-2);
    await post(await tokenFor(leadId), { movedIn: true, moveInDate });
    const exported = (await (await call("/admin/leads?limit=10000", { headers: ADMIN })).json()) as {
      leads: { id: number; movedIn: boolean | null; moveInDate: string | null }[];
    };
    expect(exported.leads.find((lead) => lead.id === leadId)).toMatchObject({ movedIn: true, moveInDate });
    const unreported = await insertLead();
    const again = (await (await call("/admin/leads?limit=10000", { headers: ADMIN })).json()) as typeof exported;
    expect(again.leads.find((lead) => lead.id === unreported)).toMatchObject({ movedIn: null, moveInDate: null });

    const csv = await (await call("/admin/leads?format=csv&limit=10000", { headers: ADMIN })).text();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.find((row) => row.id === String(leadId))).toMatchObject({ movedIn: "true", moveInDate });
    expect(rows.find((row) => row.id === String(unreported))).toMatchObject({ movedIn: "", moveInDate: "" });
  });

  it("deletes the report with its lead", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    await post(token, { movedIn: false });
    await env.DB.prepare("DELETE FROM inquiries WHERE id = ?1").bind(leadId).run();
    expect(await storedReport(leadId)).toEqual([]);
    const gone = await call(path(token));
    expect(gone.status).toBe(404);
    expect(await failure(gone)).toEqual({ success: false, error: "This request no longer exists." });
  });
});

describe("links that do nothing", () => {
  it.each([
    ["GET", "GET"],
    ["POST", "POST"],
  ])("%s: refuses a forged, altered, expired, wrong-purpose or missing token, storing nothing", async (method) => {
    const leadId = await insertLead();
    const send = (url: string) => call(url, method === "POST" ? { method, body: { movedIn: true } } : {});
    const good = await tokenFor(leadId);
    const cases: [string, number, string][] = [
      [path("not-a-token"), 400, "This link is not valid. Please open the link from your email again."],
      [
        path(`${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`),
        400,
        "This link is not valid. Please open the link from your email again.",
      ],
      [
        path(await tokenFor(leadId, { purpose: "review-response" })),
        400,
        "This link is not valid. Please open the link from your email again.",
      ],
      [
        path(await tokenFor(leadId, { expiresInMs: -1000 })),
        410,
        "This link has expired. Please ask us for a new one.",
      ],
      ["/v1/dxp/move-in", 400, "Invalid query: token: Required. Please open the link from your email again."],
    ];
    for (const [url, status, error] of cases) {
      const response = await send(url);
      expect(response.status, url).toBe(status);
      expect(await failure(response)).toEqual({ success: false, error });
    }
    expect(await storedReport(leadId)).toEqual([]);
  });

  it("refuses a post another site's page sends, before reading it", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const response = await post(
      token,
      { movedIn: true },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(response.status).toBe(403);
    expect((await failure(response)).success).toBe(false);
    expect(await storedReport(leadId)).toEqual([]);
    expect((await post(token, { movedIn: true })).status).toBe(201);
  });
});

describe("bodies that are refused, leaving the link unused", () => {
  it.each<[string, unknown, string]>([
    ["no movedIn", {}, "movedIn"],
    ["movedIn as a word", { movedIn: "yes" }, "movedIn"],
    ["a field it does not know", { movedIn: true, reason: "x" }, "reason"],
    ["a provider id that is not a number", { movedIn: true, providerId: "102" }, "providerId"],
    ["a provider nobody lists", { movedIn: true, providerId: 999_999 }, "providerId"],
    ["a date not written YYYY-MM-DD", { movedIn: true, moveInDate: "03/01/2026" }, "moveInDate"],
    ["a day no calendar has", { movedIn: true, moveInDate: "2026-02-30" }, "moveInDate"],
    ["a day in the future", { movedIn: true, moveInDate: day(2) }, "moveInDate"],
    ["a day before the request", { movedIn: true, moveInDate: day(-12) }, "moveInDate"],
    ["a day when they did not move in", { movedIn: false, moveInDate: day(-1) }, "moveInDate"],
    ["a provider when they did not move in", { movedIn: false, providerId: 102 }, "providerId"],
    ["notes over 1,000 characters", { movedIn: true, notes: "n".repeat(1001) }, "notes"],
    ["a list", [{ movedIn: true }], "(body)"],
  ])("refuses %s with 400 naming the field", async (_, body, field) => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const response = await post(token, body);
    expect(response.status).toBe(400);
    const answer = await failure(response);
    expect(answer.success).toBe(false);
    expect(answer.error.startsWith(`Invalid body: ${field}: `)).toBe(true);
    expect(await storedReport(leadId)).toEqual([]);
    expect((await post(token, { movedIn: true, notes: "n".repeat(1000) })).status).toBe(201);
  });

  it("refuses a body that is not JSON", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const form = await call(path(token), {
      method: "POST",
      body: "movedIn=true",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    });
    expect(form.status).toBe(415);
    expect((await failure(form)).success).toBe(false);
    const broken = await call(path(token), { method: "POST", body: "{movedIn:" });
    expect(broken.status).toBe(400);
    expect(await failure(broken)).toEqual({ success: false, error: "Invalid body: it is not JSON" });
    expect(await storedReport(leadId)).toEqual([]);
  });
});
