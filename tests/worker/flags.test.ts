import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { flagRollout, forgetFlagRollout, ROLLOUT_MEMORY_MS } from "../../worker/middleware/flag-rollout-memory.ts";
import { ADMIN, call, setCookies } from "./worker-client.ts";

function features(html: string): string[] {
  return /data-features="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
}

function seededFlags(html: string): Record<string, boolean> {
  const json = /<script id="carefind-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? "{}").seed.featureFlags;
}

describe("feature flags", () => {
  it("are all off by default", async () => {
    const response = await call("/");
    const html = await response.text();
    expect(features(html)).toEqual([]);
    expect(seededFlags(html)["hubspot-chat"]).toBe(false);
  });

  it("turn on from the feature-override query, remembered in a session cookie, and make the page private", async () => {
    const response = await call("/?feature-override=hubspot-chat:on");
    const html = await response.text();
    expect(features(html)).toEqual(["hubspot-chat"]);
    expect(seededFlags(html)["hubspot-chat"]).toBe(true);
    expect(response.headers.get("Cache-Control")).toContain("private");
    const cookie = setCookies(response).get("cf_feature_override");
    expect(cookie?.value).toBe("hubspot-chat:on");
    expect(cookie?.attributes).toContain("HttpOnly");
    expect(cookie?.attributes.some((attribute) => attribute.startsWith("Max-Age"))).toBe(false);

    // The next page, without the query, keeps the variant through the cookie.
    const next = await call("/local/search/?keyword=Austin", { cookies: { cf_feature_override: cookie?.raw ?? "" } });
    expect(features(await next.text())).toEqual(["hubspot-chat"]);
    expect(next.headers.get("Cache-Control")).toContain("private");
  });

  it("turn on from the x-feature-override header, several at once, and off again", async () => {
    const on = await call("/", { headers: { "x-feature-override": "inquiry-v4:on, sem-budget-removed:on" } });
    expect(features(await on.text())).toEqual(["inquiry-v4", "sem-budget-removed"]);
    const remembered = setCookies(on).get("cf_feature_override")?.raw ?? "";

    const off = await call("/?feature-override=inquiry-v4:off", { cookies: { cf_feature_override: remembered } });
    expect(features(await off.text())).toEqual(["sem-budget-removed"]);
    expect(setCookies(off).get("cf_feature_override")?.value).toBe("inquiry-v4:off,sem-budget-removed:on");
  });

  it("ignore garbage overrides: no error, no cookie, no flag", async () => {
    for (const garbage of [
      "nonsense",
      "hubspot-chat:maybe",
      "unknown-flag:on",
      ":on,,,:",
      "hubspot-chat:on:off",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "x".repeat(2000),
    ]) {
      const response = await call(`/?feature-override=${encodeURIComponent(garbage)}`);
      expect(response.status).toBe(200);
      expect(features(await response.text())).toEqual([]);
      expect(setCookies(response).has("cf_feature_override")).toBe(false);
    }
    const badCookie = await call("/", { cookies: { cf_feature_override: "%E0%A4%A" } });
    expect(badCookie.status).toBe(200);
  });

  it("follow the rollout config per brand, the same way for the same visitor every time", async () => {
    const put = await call("/admin/flags", {
      method: "PUT",
      headers: ADMIN,
      body: { "enhanced-search-v2": { carefind: 50, seniorhousing: 0 }, "inquiry-v4": { carefind: 100 } },
    });
    expect(put.status).toBe(200);

    let withFlag = 0;
    for (let visitor = 0; visitor < 40; visitor++) {
      const anonId = `visitor-${visitor}-0000`;
      const first = features(await (await call("/", { cookies: { cf_anon_id: anonId } })).text());
      const again = features(await (await call("/", { cookies: { cf_anon_id: anonId } })).text());
      expect(again).toEqual(first);
      expect(first).toContain("inquiry-v4");
      if (first.includes("enhanced-search-v2")) withFlag++;
      const second = features(
        await (await call("/", { host: "seniorhousing.localhost", cookies: { cf_anon_id: anonId } })).text(),
      );
      expect(second).toEqual([]);
    }
    // Half the visitors, give or take what 40 draws allow.
    expect(withFlag).toBeGreaterThan(8);
    expect(withFlag).toBeLessThan(32);
    await env.CACHE.delete("flags:rollout");
  });

  it("are read from KV once per few seconds by an isolate, and a change made through it counts at once", async () => {
    forgetFlagRollout();
    const start = Date.now();
    expect(await flagRollout(env.CACHE, start)).toEqual({});
    // Written elsewhere (another location's operator): seen once the isolate's memory runs out.
    const elsewhere = { "inquiry-v4": { carefind: 100 } };
    await env.CACHE.put("flags:rollout", JSON.stringify(elsewhere));
    expect(await flagRollout(env.CACHE, start + ROLLOUT_MEMORY_MS - 1)).toEqual({});
    expect(await flagRollout(env.CACHE, start + ROLLOUT_MEMORY_MS)).toEqual(elsewhere);

    // Through this isolate's operator API: the very next page has it.
    const put = await call("/admin/flags", {
      method: "PUT",
      headers: ADMIN,
      body: { "hubspot-chat": { carefind: 100 } },
    });
    expect(put.status).toBe(200);
    expect(features(await (await call("/")).text())).toEqual(["hubspot-chat"]);
    await env.CACHE.delete("flags:rollout");
    forgetFlagRollout();
    expect(features(await (await call("/")).text())).toEqual([]);
  });
});
