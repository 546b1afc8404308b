/**
 * The constant answers (worker/health.ts): GET /healthz for uptime checks, and the same answer
 * padded to a page's size, which only the page benchmark's server (SIZED_CONSTANT "on") answers.
 */

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";
import { call } from "./worker-client.ts";

const benchEnv = { ...env, SIZED_CONSTANT: "on" };

describe("GET /healthz", () => {
  it("answers ok, never stored", async () => {
    const response = await call("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });
});

describe("GET /healthz/:bytes", () => {
  it("is an unknown path where SIZED_CONSTANT is not on", async () => {
    const response = await call("/healthz/2048");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toMatch(/^ok {10}/);
  });

  it("answers ok padded with spaces to exactly that many bytes of HTML on the benchmark's server", async () => {
    for (const bytes of [1, 2, 205_000]) {
      const response = await app.request(`/healthz/${bytes}`, {}, benchEnv);
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
      const response = await app.request(`/healthz/${bytes}`, {}, benchEnv);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "bytes: a whole number from 1 to 1048576" });
    }
  });

  it("answers only GET: any other method goes on as for an unknown path", async () => {
    const response = await app.request("/healthz/64", { method: "POST" }, benchEnv);
    expect(response.status).toBe(404);
  });
});
