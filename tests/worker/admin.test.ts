import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FlagsResponse } from "../../worker/admin/flag-rollout-api.ts";
import { ADMIN, call } from "./worker-client.ts";

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

describe("operator API authentication", () => {
  it("answers 401 without a token, 403 with a wrong one", async () => {
    const missing = await call("/admin/cache/purge", { method: "POST", body: { keys: ["a"] } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toContain("Bearer");

    const wrong = await call("/admin/cache/purge", {
      method: "POST",
      headers: { Authorization: "Bearer test-admin-tokeN" },
      body: { keys: ["a"] },
    });
    expect(wrong.status).toBe(403);

    const notBearer = await call("/admin/flags", { headers: { Authorization: "Basic dGVzdA==" } });
    expect(notBearer.status).toBe(401);
  });
});

describe("throttling wrong admin tokens", () => {
  const flags = (token: string, ip: string) =>
    call("/admin/flags", { headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": ip } });

  it("answers the 11th wrong token in a minute 429, and the right one too then; another address is unaffected", async () => {
    const ip = "203.0.113.111";
    for (let attempt = 1; attempt <= 10; attempt++) expect((await flags(`guess-${attempt}`, ip)).status).toBe(403);
    const eleventh = await flags("guess-11", ip);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await errorOf(eleventh)).toMatch(/^Too many wrong tokens from your connection; try again in \d+ seconds$/);

    const right = await flags("test-admin-token", ip);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);

    expect((await flags("test-admin-token", "203.0.113.112")).status).toBe(200);
    expect((await flags("guess-1", "203.0.113.112")).status).toBe(403);
  });

  it("counts an IPv6 address by its /64", async () => {
    for (let host = 1; host <= 10; host++) {
      expect((await flags("guess", `2001:db8:ad:1::${host.toString(16)}`)).status).toBe(403);
    }
    expect((await flags("test-admin-token", "2001:db8:ad:1::ff")).status).toBe(429);
  });

  it("does not count a right token as a failure", async () => {
    const ip = "203.0.113.113";
    for (let attempt = 1; attempt <= 9; attempt++) expect((await flags("guess", ip)).status).toBe(403);
    for (let attempt = 1; attempt <= 20; attempt++) expect((await flags("test-admin-token", ip)).status).toBe(200);
    expect((await flags("guess", ip)).status).toBe(403);
    expect((await flags("guess", ip)).status).toBe(429);
  });

  it("lets ten of many wrong tokens sent at once answer 403, and the rest 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => flags(`guess-${index}`, "203.0.113.114")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });
});

describe("POST /admin/cache/purge", () => {
  async function purge(body: unknown) {
    return call("/admin/cache/purge", { method: "POST", headers: ADMIN, body });
  }

  it("deletes named keys and counts only those that existed", async () => {
    await env.CACHE.put("purge-test:one", "1");
    await env.CACHE.put("purge-test:two", "2");
    const response = await purge({ keys: ["purge-test:one", "purge-test:two", "purge-test:never"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: 2, generations: {} });
    expect(await env.CACHE.get("purge-test:one")).toBeNull();
  });

  it("deletes by prefix and leaves other keys alone", async () => {
    await Promise.all([
      env.CACHE.put("geoip:10.0.0.1", "{}"),
      env.CACHE.put("geoip:10.0.0.2", "{}"),
      env.CACHE.put("geoip:10.0.0.3", "{}"),
      env.CACHE.put("places:austin", "[]"),
    ]);
    expect(await (await purge({ prefix: "geoip:" })).json()).toEqual({ deleted: 3, generations: {} });
    expect(await env.CACHE.get("places:austin")).toBe("[]");
  });

  it("deletes everything cached for one provider, and nothing of a provider whose id starts the same", async () => {
    await Promise.all([
      env.CACHE.put("provider:42", "{}"),
      env.CACHE.put("provider:42:reviews", "[]"),
      env.CACHE.put("provider:42:nearby", "[]"),
      env.CACHE.put("provider:420", "{}"),
    ]);
    expect(await (await purge({ providerId: "42" })).json()).toMatchObject({ deleted: 3 });
    expect(await env.CACHE.get("provider:420")).toBe("{}");
  });

  it("refuses bodies that are not one of the five shapes, naming the field", async () => {
    const both = await purge({ keys: ["a"], prefix: "b" });
    expect(both.status).toBe(400);
    expect(await errorOf(both)).toContain("Send exactly one of keys, prefix, providerId, pagePrefix or everything");

    const badKeys = await purge({ keys: [""] });
    expect(badKeys.status).toBe(400);
    expect(await errorOf(badKeys)).toContain("keys.0");

    // A lone surrogate half is no text KV can key by; it is the caller's mistake, not a 500.
    const surrogate = await purge({ keys: ["geoip:\ud800"] });
    expect(surrogate.status).toBe(400);
    expect(await errorOf(surrogate)).toContain("keys.0: Keys are well-formed text");

    const tooLong = await purge({ prefix: "é".repeat(257) });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toContain("prefix: Keys are at most 512 bytes");

    const unknown = await purge({ everything: "yes" });
    expect(await errorOf(unknown)).toContain("everything");

    const notJson = await call("/admin/cache/purge", {
      method: "POST",
      headers: { ...ADMIN, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(notJson.status).toBe(400);

    const form = await call("/admin/cache/purge", {
      method: "POST",
      headers: { ...ADMIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "prefix=a",
    });
    expect(form.status).toBe(415);
  });
});

describe("GET and PUT /admin/flags", () => {
  it("reads the defaults and an empty rollout, replaces it, and refuses a bad config naming the field", async () => {
    const before = (await (await call("/admin/flags", { headers: ADMIN })).json()) as FlagsResponse;
    expect(before.flags).toContain("sem-hero-behind-form-layout");
    expect(before.defaults["hubspot-chat"]).toBe(false);

    const tooMuch = await call("/admin/flags", {
      method: "PUT",
      headers: ADMIN,
      body: { "hubspot-chat": { seniorhousing: 101 } },
    });
    expect(tooMuch.status).toBe(400);
    expect(await errorOf(tooMuch)).toContain("hubspot-chat.seniorhousing");

    const unknownBrand = await call("/admin/flags", {
      method: "PUT",
      headers: ADMIN,
      body: { "hubspot-chat": { acme: 5 } },
    });
    expect(await errorOf(unknownBrand)).toContain("hubspot-chat.acme");

    const replaced = await call("/admin/flags", {
      method: "PUT",
      headers: ADMIN,
      body: { "hubspot-chat": { default: 0 } },
    });
    expect(replaced.status).toBe(200);
    const after = (await (await call("/admin/flags", { headers: ADMIN })).json()) as FlagsResponse;
    expect(after.rollout).toEqual({ "hubspot-chat": { default: 0 } });
    // A rollout is kept until replaced: no expiration.
    const stored = await env.CACHE.list({ prefix: "flags:rollout" });
    expect(stored.keys[0]?.expiration).toBeUndefined();
    await env.CACHE.delete("flags:rollout");
  });
});
