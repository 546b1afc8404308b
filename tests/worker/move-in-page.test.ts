/**
 * The family's move-in page, /move-in/?token= (docs/reviews.md, move-in reports): what it shows
 * for each state of its link, and its plain form post (no JavaScript), which stores the same
 * report as the JSON API and answers with the page again.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { day, leadMaker, storedReport, tokenFor } from "./fixtures/move-in.ts";
import { call } from "./worker-client.ts";

const insertLead = leadMaker(7000, "move-in-page");

const pagePath = (token: string) => `/move-in/?token=${encodeURIComponent(token)}`;

function postForm(token: string, fields: Record<string, string>, host?: string) {
  return call(pagePath(token), {
    method: "POST",
    ...(host ? { host } : {}),
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
  });
}

async function providerName(id: number): Promise<string> {
  const row = await env.DB.prepare("SELECT name FROM providers WHERE id = ?1").bind(id).first<{ name: string }>();
  return row?.name ?? "";
}

/** The HTML text of a React-escaped value. */
const escaped = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

describe("GET /move-in/", () => {
  it("asks the family with a form that posts to the same address, never showing who they are", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    for (const host of ["localhost", "seniorhousing.localhost"]) {
      const response = await call(pagePath(token), { host });
      expect(response.status, host).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
      const html = await response.text();
      expect(html).toContain("Did you find a place?");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).toContain("Assisted Living");
      expect(html).toContain("Austin, TX");
      expect(html).toContain(escaped(await providerName(101)));
      expect(html).toContain(`action="/move-in/?token=${escaped(encodeURIComponent(token))}"`);
      expect(html).toMatch(/<form class="move-in-form" action="[^"]*" method="post">/);
      expect(html).toMatch(/<input type="radio" id="move-in-yes" required="" name="movedIn" value="yes"\/>/);
      expect(html).toMatch(/type="date"[^>]*name="moveInDate"/);
      expect(html).toMatch(/<option value="101">/);
      expect(html).toMatch(/<textarea[^>]*name="notes"[^>]*maxLength="1000"/i);
      expect(html).not.toContain("Mary Family");
      expect(html).not.toContain("5125550100");
      expect(html).not.toContain("mary@example.com");
    }
  });

  it("offers no provider to a request about no one provider", async () => {
    const leadId = await insertLead({ providerId: null });
    const html = await (await call(pagePath(await tokenFor(leadId)))).text();
    expect(html).toContain("Did you find a place?");
    expect(html).not.toContain('name="providerId"');
  });

  it("says when a link is forged, missing or expired, with the API's words", async () => {
    const forged = await call("/move-in/?token=junk");
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid. Please open the link from your email again.");
    const missing = await call("/move-in/");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Please open the link from your email again.");
    const expiredToken = await tokenFor(await insertLead(), { expiresInMs: -1000 });
    const expired = await call(pagePath(expiredToken));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired. Please ask us for a new one.");
  });
});

describe("POST /move-in/", () => {
  it("stores the report, spends the link and thanks the family with what they sent", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const response = await postForm(token, {
      movedIn: "yes",
      moveInDate: day(-2),
      providerId: "101",
      notes: "We love it here.",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Thank you. We have your answer.");
    expect(html).toContain(day(-2));
    expect(html).toContain("We love it here.");
    expect(await storedReport(leadId)).toEqual([
      { moved_in: 1, provider_id: 101, move_in_date: day(-2), notes: "We love it here." },
    ]);
  });

  it("stores a 'No' with another place chosen and no date", async () => {
    const leadId = await insertLead();
    const response = await postForm(await tokenFor(leadId), {
      movedIn: "no",
      moveInDate: "",
      providerId: "",
      notes: "",
    });
    expect(response.status).toBe(200);
    expect(await storedReport(leadId)).toEqual([{ moved_in: 0, provider_id: null, move_in_date: null, notes: "" }]);
  });

  it("names the date field when the date is bad, keeps what was typed and stores nothing", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    for (const [date, message] of [
      ["2026-02-30", "Must be a date written YYYY-MM-DD"],
      [day(3), "Must not be in the future"],
      [day(-40), "Must not be before the request"],
    ] as const) {
      const response = await postForm(token, { movedIn: "yes", moveInDate: date, notes: "Kept note" });
      expect(response.status, date).toBe(400);
      const html = await response.text();
      expect(html).toMatch(
        /id="move-in-date"[^>]*aria-invalid="true"[^>]*aria-describedby="move-in-date-hint move-in-moveInDate-error"/,
      );
      expect(html).toMatch(new RegExp(`<p id="move-in-moveInDate-error" class="field-error">${message}`));
      expect(html).toContain("Kept note");
      // A date input holds only a real day (the Nu checker refuses any other value).
      expect(html).toContain(`name="moveInDate" value="${date === "2026-02-30" ? "" : date}"`);
    }
    expect(await storedReport(leadId)).toEqual([]);
    // The link still works after the refusals.
    expect((await postForm(token, { movedIn: "no" })).status).toBe(200);
  });

  it("asks for Yes or No when neither was chosen", async () => {
    const leadId = await insertLead();
    const response = await postForm(await tokenFor(leadId), { notes: "x" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please choose Yes or No.");
    expect(await storedReport(leadId)).toEqual([]);
  });

  it("refuses a provider with a 'No', naming the provider field", async () => {
    const leadId = await insertLead();
    const response = await postForm(await tokenFor(leadId), { movedIn: "no", providerId: "101" });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      /id="move-in-providerId-error" class="field-error">Leave this empty if you did not move in/,
    );
  });

  it("shows a used link's report read-only, with its notes escaped, and stores nothing more", async () => {
    const leadId = await insertLead();
    const token = await tokenFor(leadId);
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)> & "quoted"`;
    expect((await postForm(token, { movedIn: "yes", notes: hostile })).status).toBe(200);
    for (const response of [await call(pagePath(token)), await postForm(token, { movedIn: "no" })]) {
      expect(response.status).toBe(409);
      const html = await response.text();
      expect(html).toContain("A move-in report was already sent with this link.");
      expect(html).toContain("What you sent");
      expect(html).toContain(escaped(hostile));
      expect(html).not.toContain("<script>alert");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toMatch(/class="move-in-form"/);
    }
    expect(await storedReport(leadId)).toEqual([
      { moved_in: 1, provider_id: null, move_in_date: null, notes: hostile },
    ]);
  });

  it("refuses a forged link, an expired one and a post from another site", async () => {
    const forged = await postForm("junk", { movedIn: "yes" });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("This link is not valid.");
    const leadId = await insertLead();
    const expired = await postForm(await tokenFor(leadId, { expiresInMs: -1000 }), { movedIn: "yes" });
    expect(expired.status).toBe(410);
    const token = await tokenFor(leadId);
    const crossSite = await call(pagePath(token), {
      method: "POST",
      body: "movedIn=yes",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await storedReport(leadId)).toEqual([]);
  });
});
