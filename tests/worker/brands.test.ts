import { describe, expect, it } from "vitest";
import { call } from "./worker-client.ts";

describe("brand by hostname", () => {
  it("serves the main brand on localhost and 127.0.0.1", async () => {
    for (const host of ["localhost", "127.0.0.1", "carefind.com"]) {
      const html = await (await call("/", { host })).text();
      expect(html).toContain('data-brand="carefind"');
      expect(html).toContain("<title>Find Senior Living and Senior Care Near You | Carefind</title>");
      expect(html).toContain('action="/local/search/"');
    }
  });

  it("serves the second brand on seniorhousing.localhost, with its own search path", async () => {
    const response = await call("/", { host: "seniorhousing.localhost" });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('data-brand="seniorhousing"');
    expect(html).toContain("| SeniorHousing</title>");
    expect(html).toContain('action="/search/"');
    // The second brand does not require a location before searching.
    expect(html).not.toMatch(/name="keyword"[^>]*required/);
  });

  it("gives any other host the default brand", async () => {
    const html = await (await call("/", { host: "preview.example.net" })).text();
    expect(html).toContain('data-brand="default"');
  });

  it("redirects the other brand's search path to this brand's, keeping the query", async () => {
    const response = await call("/search/?keyword=Austin%2C+TX&careType=memory-care-facilities");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(
      "/local/search/?keyword=Austin%2C+TX&careType=memory-care-facilities",
    );
  });

  it("answers unknown paths with the brand's 404 page", async () => {
    const response = await call("/no-such-page/", { host: "seniorhousing.localhost" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain('data-brand="seniorhousing"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
