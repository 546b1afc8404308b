import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./worker-client.ts";

describe("POST /api/events", () => {
  it("records an event with the visitor's ids when Analytics consent is on", async () => {
    const response = await call("/api/events", {
      method: "POST",
      body: { name: "location comparison viewed", properties: { locations: [101, 102], count: 2 } },
      cookies: { cf_anon_id: "visitor-events-0001" },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    const row = await env.DB.prepare("SELECT name, brand, properties FROM events WHERE anon_id = ?1")
      .bind("visitor-events-0001")
      .first();
    expect(row).toEqual({
      name: "location comparison viewed",
      brand: "carefind",
      properties: JSON.stringify({ locations: [101, 102], count: 2 }),
    });
  });

  it("keeps nothing when Analytics consent is off", async () => {
    const consent = encodeURIComponent(
      JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: true }),
    );
    const response = await call("/api/events", {
      method: "POST",
      body: { name: "provider list filtered", properties: {} },
      cookies: { cf_anon_id: "visitor-events-0002", cf_consent: consent },
    });
    expect(await response.json()).toEqual({ recorded: false });
    const row = await env.DB.prepare("SELECT count(*) AS count FROM events WHERE anon_id = ?1")
      .bind("visitor-events-0002")
      .first<{ count: number }>();
    expect(row?.count).toBe(0);
  });

  it("refuses unknown event names, naming the field", async () => {
    const response = await call("/api/events", { method: "POST", body: { name: "clicked", properties: {} } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("name");
  });
});
