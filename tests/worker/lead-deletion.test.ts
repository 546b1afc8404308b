/**
 * A family can have its leads deleted (docs/leads.md): the request answers the same whether or
 * not we hold a lead from the address, the mailed link refers to a request and is signed and
 * expires, only the confirmation's POST deletes, a forged or expired link does nothing and says
 * so, and the operator export lists each deletion without the address.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { parse } from "csv-parse/sync";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { deletionToken } from "../../worker/leads/lead-deletion-link.ts";
import { FROM_OUR_PAGE, inquiry, multiStep } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { ADMIN, call } from "./worker-client.ts";

const MAIL_URL = "https://mail.example/send";
const SENT =
  "Thank you. If we hold a request sent with that address, we have emailed it a link to confirm the deletion. The link works for 7 days.";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

let addressCounter = 0;
/** An address no other test uses. */
function newAddress(): string {
  addressCounter++;
  return `family-${addressCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

async function leadsWith(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS count FROM inquiries WHERE email = ?1 COLLATE NOCASE")
    .bind(email)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

async function storeLeads(email: string): Promise<void> {
  const headers = { "CF-Connecting-IP": freshIp() };
  expect(
    (await call("/api/inquiry", { method: "POST", body: inquiry({ email, providerId: 104 }), headers })).status,
  ).toBe(200);
  // The same family, another form and another letter case.
  const upper = email.toUpperCase();
  expect(
    (await call("/api/multi-step-form", { method: "POST", body: multiStep({ email: upper }), headers })).status,
  ).toBe(200);
}

/**
 * Asks for a deletion through the Worker's own fetch, waits for the work done after the answer,
 * and gives back the answer with the messages the mail endpoint received.
 */
async function askDeletion(body: unknown, options: { mailUrl?: string; ip?: string; form?: boolean } = {}) {
  const mails: { to: string; subject: string; text: string }[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    expect(String(input instanceof Request ? input.url : input)).toBe(MAIL_URL);
    mails.push(JSON.parse(String(init?.body)));
    return new Response("queued", { status: 202 });
  });
  const ctx = createExecutionContext();
  const request = new Request("http://localhost/api/leads/delete-request", {
    method: "POST",
    headers: {
      ...FROM_OUR_PAGE,
      "CF-Connecting-IP": options.ip ?? freshIp(),
      "Content-Type": options.form ? "application/x-www-form-urlencoded" : "application/json",
    },
    body: options.form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    redirect: "manual",
  });
  const response = await worker.fetch(request, { ...env, MAIL_WEBHOOK_URL: options.mailUrl ?? MAIL_URL }, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  fetchSpy.mockRestore();
  return { status: response.status, location: response.headers.get("Location"), text, mails };
}

function linkIn(text: string): URL {
  const found = /https?:\/\/\S+\/privacy\/delete-my-request\/confirm\/\?token=\S+/.exec(text);
  expect(found).not.toBeNull();
  return new URL(found?.[0] ?? "");
}

function confirm(token: string, from: Record<string, string> = FROM_OUR_PAGE) {
  return call("/privacy/delete-my-request/confirm/", {
    method: "POST",
    body: new URLSearchParams({ token }).toString(),
    headers: { ...from, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

async function deletionRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS count FROM lead_deletions").first<{ count: number }>();
  return row?.count ?? 0;
}

describe("POST /api/leads/delete-request", () => {
  it("answers the same for an address we hold leads from and one we do not, and mails only the first", async () => {
    const known = newAddress();
    await storeLeads(known);
    const unknown = newAddress();

    const forKnown = await askDeletion({ email: known });
    const forUnknown = await askDeletion({ email: unknown });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.text).toBe(forKnown.text);
    expect(JSON.parse(forKnown.text)).toEqual({ success: true, message: SENT });

    // As plain form posts too: the same redirect to the page that says so.
    const formKnown = await askDeletion({ email: known }, { form: true });
    const formUnknown = await askDeletion({ email: newAddress() }, { form: true });
    expect([formKnown.status, formKnown.location]).toEqual([303, "/privacy/delete-my-request/?sent=1"]);
    expect([formUnknown.status, formUnknown.location]).toEqual([formKnown.status, formKnown.location]);

    // Only an address with leads gets a message, and only a reference travels in its link.
    expect(forUnknown.mails).toEqual([]);
    expect(forKnown.mails).toHaveLength(1);
    const [mail] = forKnown.mails;
    expect(mail?.to).toBe(known);
    expect(mail?.subject).toBe("Confirm: delete your requests on Carefind");
    const link = linkIn(mail?.text ?? "");
    expect(link.href).not.toContain(known.split("@")[0]);
    const waiting = await env.DB.prepare("SELECT count(*) AS count FROM lead_deletion_requests WHERE email = ?1")
      .bind(unknown)
      .first<{ count: number }>();
    expect(waiting?.count).toBe(0);
  });

  it("writes the link to the Worker's log, without the address, when no mail endpoint is set", async () => {
    const email = newAddress();
    await storeLeads(email);
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await askDeletion({ email }, { mailUrl: "" });
    expect(answer.status).toBe(200);
    expect(answer.mails).toEqual([]);
    const lines = logged.mock.calls.map((args) => args.join(" "));
    const line = lines.find((text) => text.includes("/privacy/delete-my-request/confirm/"));
    expect(line).toBeDefined();
    expect(line).not.toContain(email);
    // The logged link works like a mailed one.
    const page = await call(`${linkIn(line ?? "").pathname}${linkIn(line ?? "").search}`);
    expect(page.status).toBe(200);
  });

  it("refuses a bad address naming the field, a body of another type, a large body, and a flood", async () => {
    const bad = await askDeletion({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).problems).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
    const missing = await askDeletion({});
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.text).problems.map((problem: { field: string }) => problem.field)).toEqual(["email"]);

    const badForm = await askDeletion({ email: "nope" }, { form: true });
    expect(badForm.status).toBe(400);
    expect(badForm.text).toContain("Please enter a valid email address");
    expect(badForm.text).toContain('value="nope"');

    const plain = await call("/api/leads/delete-request", {
      method: "POST",
      body: "email=x",
      headers: { ...FROM_OUR_PAGE, "Content-Type": "text/plain", "CF-Connecting-IP": freshIp() },
    });
    expect(plain.status).toBe(415);
    const crossSite = await call("/api/leads/delete-request", {
      method: "POST",
      body: "email=someone%40example.com",
      headers: {
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": freshIp(),
      },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain("This request came from another site.");
    const large = await call("/api/leads/delete-request", {
      method: "POST",
      body: { email: `${"a".repeat(5000)}@example.com` },
      headers: { "CF-Connecting-IP": freshIp() },
    });
    expect(large.status).toBe(413);

    const ip = freshIp();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await askDeletion({ email: newAddress() }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("mails one address at most three links a day, whoever asks, with the same answer", async () => {
    const email = newAddress();
    await storeLeads(email);
    const answers = [];
    for (let index = 0; index < 4; index++) answers.push(await askDeletion({ email }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.mails.length)).toEqual([1, 1, 1, 0]);
  });
});

describe("the confirmation link", () => {
  it("asks first, deletes every lead sent with the address on the button's POST, and records the deletion", async () => {
    const email = newAddress();
    await storeLeads(email);
    const other = newAddress();
    await storeLeads(other);
    expect(await leadsWith(email)).toBe(2);
    // A forwarding attempt of one of the leads goes with it.
    await env.DB.prepare(
      "INSERT INTO lead_deliveries (inquiry_id, attempt, outcome) SELECT id, 1, 'failed' FROM inquiries WHERE email = ?1",
    )
      .bind(email)
      .run();

    const { mails } = await askDeletion({ email });
    const link = linkIn(mails[0]?.text ?? "");
    const token = link.searchParams.get("token") ?? "";

    // Opening the link (as a mail scanner would) deletes nothing.
    const page = await call(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Delete your requests?");
    expect(html).toContain('<button type="submit" class="button button-primary">Delete my requests</button>');
    expect(await leadsWith(email)).toBe(2);

    // A page on another site cannot post the confirmation for the family.
    const crossSite = await confirm(token, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(400);
    expect(await leadsWith(email)).toBe(2);

    const before = await deletionRows();
    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("We deleted 2 requests sent with your email address.");
    expect(await leadsWith(email)).toBe(0);
    expect(await leadsWith(other)).toBe(2);
    const deliveries = await env.DB.prepare(
      "SELECT count(*) AS count FROM lead_deliveries WHERE inquiry_id NOT IN (SELECT id FROM inquiries)",
    ).first<{ count: number }>();
    expect(deliveries?.count).toBe(0);

    expect(await deletionRows()).toBe(before + 1);
    const record = await env.DB.prepare("SELECT * FROM lead_deletions ORDER BY id DESC LIMIT 1").first<
      Record<string, unknown>
    >();
    expect(record).toMatchObject({ brand: "carefind", leads_deleted: 2 });
    expect(String(record?.email_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain(email.split("@")[0]);
    const waiting = await env.DB.prepare("SELECT count(*) AS count FROM lead_deletion_requests WHERE email = ?1")
      .bind(email)
      .first<{ count: number }>();
    expect(waiting?.count).toBe(0);

    // The link is used up: again, it deletes nothing more and records nothing.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("The link has expired or was already used, so nothing was deleted.");
    expect(await deletionRows()).toBe(before + 1);
  });

  it("does nothing with a forged link, and says so", async () => {
    const email = newAddress();
    await storeLeads(email);
    const { mails } = await askDeletion({ email });
    const token = linkIn(mails[0]?.text ?? "").searchParams.get("token") ?? "";
    const [requestId = "", expiry = "", signature = ""] = token.split(".");
    const later = String(Number(expiry) + 86_400);
    const forgeries = [
      `${requestId}.${later}.${signature}`,
      `${requestId}.${expiry}.${"A".repeat(43)}`,
      `${crypto.randomUUID()}.${expiry}.${signature}`,
      "nothing",
      "",
    ];
    const before = await deletionRows();
    for (const forged of forgeries) {
      const page = await call(`/privacy/delete-my-request/confirm/?token=${encodeURIComponent(forged)}`);
      expect(page.status).toBe(400);
      const html = await page.text();
      expect(html).toContain("We did not send this link, so nothing was deleted.");
      expect(html).not.toContain("Delete my requests</button>");
      const posted = await confirm(forged);
      expect(posted.status).toBe(400);
      expect(await posted.text()).toContain("We did not send this link, so nothing was deleted.");
    }
    expect(await leadsWith(email)).toBe(2);
    expect(await deletionRows()).toBe(before);
  });

  it("does nothing with an expired link, and says so", async () => {
    const email = newAddress();
    await storeLeads(email);
    const { mails } = await askDeletion({ email });
    const requestId = (linkIn(mails[0]?.text ?? "").searchParams.get("token") ?? "").split(".")[0] ?? "";
    // The same request, signed as it would have been had its week already passed.
    const expired = await deletionToken("test-signing-secret", requestId, new Date(Date.now() - 1000));
    const before = await deletionRows();
    const page = await call(`/privacy/delete-my-request/confirm/?token=${encodeURIComponent(expired)}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("The link has expired or was already used, so nothing was deleted.");
    const posted = await confirm(expired);
    expect(posted.status).toBe(400);
    expect(await leadsWith(email)).toBe(2);
    expect(await deletionRows()).toBe(before);
  });
});

describe("the deletion pages and export", () => {
  it("serves the request page as a plain form, and says what happened after a post", async () => {
    const page = await call("/privacy/delete-my-request/");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form class="deletion-form" action="/api/leads/delete-request" method="post">');
    expect(html).toContain('<input id="deletion-email" type="email" autoComplete="email" required="" name="email"');
    expect(html).not.toContain(SENT);
    expect(await (await call("/privacy/delete-my-request/?sent=1")).text()).toContain(SENT);
  });

  it("links the request page from the thank-you page", async () => {
    const html = await (await call("/thank-you/")).text();
    expect(html).toContain('<a href="/privacy/delete-my-request/">Ask us to delete your request</a>');
  });

  it("lists each deletion for operators as JSON and CSV, never with the address", async () => {
    expect((await call("/admin/lead-deletions")).status).toBe(401);
    const email = newAddress();
    await storeLeads(email);
    const { mails } = await askDeletion({ email });
    await confirm(linkIn(mails[0]?.text ?? "").searchParams.get("token") ?? "");

    const response = await call("/admin/lead-deletions?limit=1", { headers: ADMIN });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(email.split("@")[0]);
    const json = JSON.parse(text) as { deletions: Record<string, unknown>[]; count: number };
    expect(json.count).toBe(1);
    expect(json.deletions[0]).toMatchObject({ brand: "carefind", leadsDeleted: 2 });
    const deletedAt = Date.parse(String(json.deletions[0]?.deletedAt));
    expect(Math.abs(Date.now() - deletedAt)).toBeLessThan(60_000);
    expect(Date.parse(String(json.deletions[0]?.requestedAt))).toBeLessThanOrEqual(deletedAt);

    const csv = await call("/admin/lead-deletions?format=csv&limit=1", { headers: ADMIN });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        id: String(json.deletions[0]?.id),
        deletedAt: String(json.deletions[0]?.deletedAt),
        requestedAt: String(json.deletions[0]?.requestedAt),
        brand: "carefind",
        leadsDeleted: "2",
        emailHash: String(json.deletions[0]?.emailHash),
      },
    ]);
    const bad = await call("/admin/lead-deletions?from=yesterday", { headers: ADMIN });
    expect(bad.status).toBe(400);
  });
});
