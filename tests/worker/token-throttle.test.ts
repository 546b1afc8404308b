import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PartnerResponse } from "../../worker/leads/partner-api.ts";
import { inquiry } from "../support/leads.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { PARTNER } from "./fixtures/leads.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

function partnerPost(token: string, ip: string): Promise<Response> {
  return call("/v3/partner/inquiry", {
    method: "POST",
    body: inquiry(),
    headers: { "Caring-Partner": token, "CF-Connecting-IP": ip },
  });
}

describe("throttling wrong partner tokens", () => {
  it("answers the 11th wrong token in a minute 429, and the right one too then; another address is unaffected", async () => {
    const ip = "198.51.100.211";
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await partnerPost(`guess-${attempt}`, ip)).status).toBe(403);
    const eleventh = await partnerPost("guess-11", ip);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await eleventh.json()) as PartnerResponse).error_message).toMatch(
      /^429 - Too many wrong tokens; try again in \d+ seconds$/,
    );

    expect((await partnerPost(PARTNER["Caring-Partner"], ip)).status).toBe(429);
    expect((await partnerPost(PARTNER["Caring-Partner"], "198.51.100.212")).status).toBe(200);
  });

  it("keeps the admin token's throttle apart: wrong partner tokens do not lock the operator out", async () => {
    const ip = "198.51.100.213";
    for (let attempt = 1; attempt <= 11; attempt++) await partnerPost(`guess-${attempt}`, ip);
    expect((await partnerPost("guess-12", ip)).status).toBe(429);
    const admin = await call("/admin/flags", {
      headers: { Authorization: "Bearer test-admin-token", "CF-Connecting-IP": ip },
    });
    expect(admin.status).toBe(200);
  });
});
