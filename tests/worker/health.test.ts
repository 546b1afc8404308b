/**
 * The constant answers: GET /healthz for uptime checks (worker/health.ts), and the same answer
 * padded to a page's size, which only the page benchmark's own Worker entry answers
 * (scripts/bench/worker/sized-constant.ts).
 */

import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import benchWorker from "../../scripts/bench/worker/sized-constant.ts";
import { call } from "./worker-client.ts";

/** A request to the bench's entry. */
function benchCall(path: string, init: { method?: string } = {}): Promise<Response> {
  const request = new Request<unknown, IncomingRequestCfProperties>(`http://localhost${path}`, init);
  return Promise.resolve(benchWorker.fetch(request, env, createExecutionContext()));
}

describe("GET /healthz", () => {
  it("answers ok, never stored", async () => {
    const response = await call("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });
});

describe("GET /healthz/:bytes", () => {
  it("is an unknown path on the deployed Worker", async () => {
    const response = await call("/healthz/2048");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/^ok {10}/);
  });

  it("answers ok padded with spaces to exactly that many bytes of HTML on the benchmark's entry", async () => {
    for (const bytes of [1, 2, 205_000]) {
      const response = await benchCall(`/healthz/${bytes}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const body = new Uint8Array(await response.arrayBuffer());
      expect(body.length).toBe(bytes);
      expect(new TextDecoder().decode(body)).toBe("ok".slice(0, bytes).padEnd(bytes, " "));
    }
  });

  it("names the field for a size that is not a whole number from 1 to 1 MB", async () => {
    for (const bytes of ["0", "1.5", "abc", String(1024 * 1024 + 1)]) {
      const response = await benchCall(`/healthz/${bytes}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "bytes: a whole number from 1 to 1048576" });
    }
  });

  it("passes every other request to the real Worker", async () => {
    expect((await benchCall("/healthz")).status).toBe(200);
    expect((await benchCall("/healthz/64", { method: "POST" })).status).toBe(404);
  });
});
