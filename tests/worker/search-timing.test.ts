/**
 * The search's answers say what D1 spent executing the search (worker/search/search-timing.ts):
 * `Server-Timing: d1;dur=…` on the JSON APIs, never on an answer that ran no search.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bumpGeneration } from "../../worker/cache/cache-generations.ts";
import { forgetAsks } from "../../worker/cache/second-ask.ts";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

const D1_METRIC = /^d1;dur=(\d+(?:\.\d+)?);desc="D1 execution of the search"$/;

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

// Each test starts from no cached answer, as after an operator's purge, and no search asked.
beforeEach(async () => {
  await bumpGeneration(env.CACHE, "all");
  forgetAsks();
});

describe("D1's time in Server-Timing", () => {
  it("is on a search the APIs ran, and 0 on one the search-results cache answered", async () => {
    const body = { keyword: "Austin, TX", careType: "assisted-living" };
    const ran = await call("/api/enhanced-search", { method: "POST", body });
    expect(ran.status).toBe(200);
    const metric = D1_METRIC.exec(ran.headers.get("Server-Timing") ?? "");
    expect(metric).not.toBeNull();
    // Stored at its second ask (worker/cache/second-ask.ts), answered from KV at its third.
    const again = await call("/api/enhanced-search", { method: "POST", body });
    expect(again.headers.get("Server-Timing")).toMatch(D1_METRIC);
    const cached = await call("/api/enhanced-search", { method: "POST", body });
    expect(cached.headers.get("Server-Timing")).toBe('d1;dur=0.0;desc="D1 execution of the search"');
    const partner = await call("/v1/enhanced-search?keyword=Round+Rock%2C+TX&careType=assisted-living");
    expect(partner.headers.get("Server-Timing")).toMatch(D1_METRIC);
  });

  it("is not on an answer that ran no search", async () => {
    const refused = await call("/api/enhanced-search", { method: "POST", body: { keyword: 5 } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("Server-Timing")).toBeNull();
    expect((await call("/healthz")).headers.get("Server-Timing")).toBeNull();
  });
});
