import { describe, expect, it } from "vitest";
import { freshIp } from "./fixtures/leads.ts";
import { call, setCookies } from "./worker-client.ts";

const THIRTY_MINUTES = 30 * 60 * 1000;

function sessionOf(response: Response) {
  const cookie = setCookies(response).get("cf_session");
  return { cookie, value: JSON.parse(cookie?.value ?? "null") };
}

describe("visitor cookies", () => {
  it("gives a first visit an anon id, a 30-minute session and default consent, with narrow flags", async () => {
    const before = Date.now();
    const response = await call("/");
    const cookies = setCookies(response);

    const anon = cookies.get("cf_anon_id");
    expect(anon?.value).toMatch(/^[A-Za-z0-9-]+$/);
    expect(anon?.attributes).toEqual(expect.arrayContaining(["SameSite=Lax", "Path=/"]));
    // The forms read it to send a lead under it, since no page carries it.
    expect(anon?.attributes).not.toContain("HttpOnly");
    // Plain-http localhost cannot carry Secure.
    expect(anon?.attributes).not.toContain("Secure");

    const { cookie, value } = sessionOf(response);
    expect(value.ID).toMatch(/^[A-Za-z0-9-]+$/);
    expect(value.Timeout).toBeNull();
    expect(value.Expiration).toBeGreaterThanOrEqual(before + THIRTY_MINUTES);
    expect(value.Expiration).toBeLessThanOrEqual(Date.now() + THIRTY_MINUTES);
    expect(cookie?.attributes).toContain("Max-Age=1800");
    // The page itself moves Timeout on unload, so this one is readable by script.
    expect(cookie?.attributes).not.toContain("HttpOnly");

    const consent = JSON.parse(cookies.get("cf_consent")?.value ?? "null");
    expect(consent).toEqual({ Advertising: true, Analytics: true, Functional: true, DataSharing: true });
  });

  it("sends the default consent once with a page, rendered or answered from the edge cache", async () => {
    const path = `/?utm_content=consent-${crypto.randomUUID().slice(0, 8)}`;
    const consentLines = (response: Response) =>
      response.headers.getSetCookie().filter((line) => line.startsWith("cf_consent="));
    const rendered = await call(path);
    expect(rendered.headers.get("Carefind-Cache")).toBe("miss");
    expect(consentLines(rendered)).toHaveLength(1);
    // The copy is stored behind the answer: a later visitor gets it, with their own cookies.
    await expect
      .poll(async () => {
        const answer = await call(path);
        return answer.headers.get("Carefind-Cache") === "hit" ? consentLines(answer).length : "not yet";
      })
      .toBe(1);
  });

  it("marks every cookie Secure on https and on real hostnames", async () => {
    const response = await call("/", { protocol: "https", host: "carefind.com" });
    for (const [, cookie] of setCookies(response)) expect(cookie.attributes).toContain("Secure");
  });

  it("keeps a valid anon id and an active session", async () => {
    const session = { ID: "session-1234-abcd", Expiration: Date.now() + 60_000, Timeout: null };
    const response = await call("/", {
      cookies: { cf_anon_id: "visitor-1234-abcd", cf_session: encodeURIComponent(JSON.stringify(session)) },
    });
    expect(setCookies(response).has("cf_anon_id")).toBe(false);
    const next = sessionOf(response).value;
    expect(next.ID).toBe("session-1234-abcd");
    expect(next.Expiration).toBeGreaterThan(session.Expiration);
  });

  it("continues a session left less than 30 s ago, and starts a new one after its Timeout", async () => {
    const now = Date.now();
    const back = { ID: "session-back-1234", Expiration: now + 600_000, Timeout: now + 20_000 };
    const returning = sessionOf(await call("/", { cookies: { cf_session: encodeURIComponent(JSON.stringify(back)) } }));
    expect(returning.value.ID).toBe("session-back-1234");
    expect(returning.value.Timeout).toBeNull();

    const gone = { ID: "session-gone-1234", Expiration: now + 600_000, Timeout: now - 1_000 };
    const fresh = sessionOf(await call("/", { cookies: { cf_session: encodeURIComponent(JSON.stringify(gone)) } }));
    expect(fresh.value.ID).not.toBe("session-gone-1234");
  });

  it("replaces altered or broken cookies instead of failing", async () => {
    const response = await call("/", {
      cookies: {
        cf_anon_id: "abc<script>alert(1)</script>",
        cf_session: "%7Bnot-json",
      },
    });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.get("cf_anon_id")?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionOf(response).value.ID).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("consent cookie", () => {
  const ALL_OFF = { Advertising: false, Analytics: false, Functional: false, DataSharing: false };

  /** A page answered with this raw Cookie header: the consent it stored, and whether events are recorded. */
  async function consentFor(cookieHeader: string) {
    const page = await call("/", { headers: { Cookie: `cf_anon_id=visitor-consent-0001; ${cookieHeader}` } });
    expect(page.status).toBe(200);
    const written = setCookies(page).get("cf_consent");
    const event = await call("/api/events", {
      method: "POST",
      headers: { Cookie: `cf_anon_id=visitor-consent-0001; ${cookieHeader}`, "CF-Connecting-IP": freshIp() },
      body: { name: "provider list filtered", properties: {} },
    });
    return {
      written: written ? JSON.parse(written.value) : null,
      recorded: ((await event.json()) as { recorded: boolean }).recorded,
    };
  }

  it("keeps a visitor's opt-out", async () => {
    const optedOut = encodeURIComponent(JSON.stringify({ ...ALL_OFF, Functional: true }));
    expect(await consentFor(`cf_consent=${optedOut}`)).toEqual({ written: null, recorded: false });
  });

  it("turns every category off, and says so in the cookie, when the consent cookie does not read", async () => {
    const corrupt = [
      "cf_consent=",
      "cf_consent=%7Bnot-json",
      "cf_consent=null",
      `cf_consent=${encodeURIComponent(JSON.stringify({ Advertising: "yes" }))}`,
      `cf_consent=${encodeURIComponent(JSON.stringify({ ...ALL_OFF, Analytics: true, Extra: true }))}`,
      // Raw JSON, quotes and commas unencoded: a value cookie parsers skip as if it were absent.
      `cf_consent=${JSON.stringify({ ...ALL_OFF, Analytics: true })}`,
      "cf_consent=%E0%A4%A",
    ];
    for (const cookie of corrupt) {
      expect(await consentFor(cookie), cookie).toEqual({ written: ALL_OFF, recorded: false });
    }
  });

  it("gives the default, every category on, only to a visitor without a consent cookie", async () => {
    expect(await consentFor("cf_other=1")).toEqual({
      written: { Advertising: true, Analytics: true, Functional: true, DataSharing: true },
      recorded: true,
    });
  });
});
