/**
 * Reads near every visitor (worker/middleware/d1-session.ts): every request's queries run in a
 * D1 session; after a write its bookmark is kept in a cookie, and the visitor's next request
 * starts its session from it, so that read sees the write.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { BOOKMARK_MAX_AGE_SECONDS } from "../../worker/middleware/d1-session.ts";
import { inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { freshIp } from "./fixtures/leads.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

async function sendInquiry(email: string): Promise<Response> {
  await loadDirectoryFixture(env.DB);
  return call("/api/inquiry", {
    method: "POST",
    body: inquiry({ email, formId: crypto.randomUUID() }),
    headers: { "CF-Connecting-IP": freshIp() },
  });
}

describe("D1 sessions", () => {
  it("keep the bookmark of a write in a cookie, and the next read starts from it and sees the write", async () => {
    const email = `session-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await sendInquiry(email);
    expect(sent.status).toBe(200);
    const cookie = setCookies(sent).get(COOKIE_NAMES.d1Bookmark);
    expect(cookie?.value).toMatch(BOOKMARK);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${BOOKMARK_MAX_AGE_SECONDS}`]),
    );

    const sessions = vi.spyOn(env.DB, "withSession");
    const read = await call("/admin/leads?limit=500", {
      headers: ADMIN,
      cookies: { [COOKIE_NAMES.d1Bookmark]: cookie?.raw ?? "" },
    });
    expect(sessions).toHaveBeenCalledWith(cookie?.value);
    const { leads } = (await read.json()) as { leads: { email: string }[] };
    expect(leads.map((lead) => lead.email)).toContain(email);
    // A read keeps the cookie as it is.
    expect(setCookies(read).has(COOKIE_NAMES.d1Bookmark)).toBe(false);
  });

  it("start anywhere without a bookmark, or with a cookie that is not one, and answer as usual", async () => {
    const sessions = vi.spyOn(env.DB, "withSession");
    expect((await call("/assisted-living/texas/austin/fixture-provider-104/")).status).toBe(200);
    const garbled = await call("/assisted-living/texas/austin/fixture-provider-104/", {
      cookies: { [COOKIE_NAMES.d1Bookmark]: "not-a-bookmark" },
    });
    expect(garbled.status).toBe(200);
    expect(sessions.mock.calls).toEqual([["first-unconstrained"], ["first-unconstrained"]]);
  });
});
