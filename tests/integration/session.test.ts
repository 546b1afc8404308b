import { describe, expect, it } from "vitest";
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
    expect(anon?.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
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
        cf_consent: encodeURIComponent(JSON.stringify({ Advertising: "yes" })),
      },
    });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.get("cf_anon_id")?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionOf(response).value.ID).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(cookies.get("cf_consent")?.value ?? "null").Advertising).toBe(true);
  });
});
