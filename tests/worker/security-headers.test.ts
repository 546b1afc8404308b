/**
 * The security headers, exactly: every header a page and a JSON answer send besides the ones
 * that describe the content (type, caching, cookies), with each value, by default and with a
 * remote map style; HSTS on every kind of answer, errors included; and the caching of answers
 * made with a visitor's state. The inline loader's hash and its script are tested in ssr.test.tsx.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app.ts";
import { call } from "./worker-client.ts";

const REMOTE_STYLE = "https://tiles.example.com/styles/streets/style.json";

/** Headers that say what the content is, not how a browser must treat it. */
/** Not security headers: the content's own, and the edge page cache's outcome (docs/page-cache.md). */
const CONTENT_HEADERS = new Set([
  "cache-control",
  "carefind-cache",
  "content-length",
  "content-type",
  "set-cookie",
  "vary",
]);

/** Every other header of the response, the loader's hash replaced by LOADER so the set compares exactly. */
function securityHeadersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!CONTENT_HEADERS.has(name)) headers[name] = value.replace(/'sha256-[A-Za-z0-9+/]{43}='/, "'sha256-LOADER'");
  }
  return headers;
}

function policy(mapOrigin = ""): string {
  const map = mapOrigin ? ` ${mapOrigin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'sha256-LOADER'",
    "style-src 'self'",
    `img-src 'self' data: blob: https://images.carefind.com https://images.seniorhousing.com${map}`,
    "font-src 'self'",
    `connect-src 'self'${map}`,
    "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

function expectedHeaders(mapOrigin?: string): Record<string, string> {
  return {
    "content-security-policy": policy(mapOrigin),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "strict-transport-security": "max-age=15552000",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

describe("security headers", () => {
  it("sends exactly this set on an HTML page", async () => {
    const response = await call("/");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(securityHeadersOf(response)).toEqual(expectedHeaders());
  });

  it("sends the same set on a JSON answer", async () => {
    const response = await call("/api/places/autocomplete?q=Austin");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(securityHeadersOf(response)).toEqual(expectedHeaders());
  });

  it("sends it on a JSON error and on a redirect too", async () => {
    const missing = await call("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expect(securityHeadersOf(missing)).toEqual(expectedHeaders());
    const redirect = await app.request("/map/style.json", {}, { ...env, MAP_STYLE_URL: REMOTE_STYLE });
    expect(redirect.status).toBe(302);
    const { location, ...rest } = securityHeadersOf(redirect);
    expect(location).toBe(REMOTE_STYLE);
    expect(rest).toEqual(expectedHeaders("https://tiles.example.com"));
  });

  it("adds the remote map style's origin to img-src and connect-src, on pages and JSON alike", async () => {
    const withMap = { ...env, MAP_STYLE_URL: REMOTE_STYLE };
    const page = await app.request("/local/search/", {}, withMap);
    expect(securityHeadersOf(page)).toEqual(expectedHeaders("https://tiles.example.com"));
    const json = await app.request("/api/places/autocomplete?q=Austin", {}, withMap);
    expect(securityHeadersOf(json)).toEqual(expectedHeaders("https://tiles.example.com"));
  });

  it("logs and ignores a MAP_STYLE_URL that is not a URL, keeping the built-in style's policy", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await app.request("/", {}, { ...env, MAP_STYLE_URL: "tiles example com" });
      expect(response.status).toBe(200);
      expect(securityHeadersOf(response)).toEqual(expectedHeaders());
      expect(logged).toHaveBeenCalledWith(
        "MAP_STYLE_URL is not a URL; the map keeps the built-in style's policy",
        "tiles example com",
      );
    } finally {
      logged.mockRestore();
    }
  });

  it("puts the same policy, with no nonce, on every response", async () => {
    const policies = await Promise.all(
      ["/", "/", "/api/places/autocomplete?q=Austin"].map(
        async (path) => (await call(path)).headers.get("Content-Security-Policy") ?? "",
      ),
    );
    expect(policies[0]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(policies[0]).not.toContain("nonce");
    expect(new Set(policies).size).toBe(1);
  });
});

/** The test database, except that every query fails, in or out of a session: the way to reach the 500 answers. */
const unavailable = () => {
  throw new Error("D1 is unavailable");
};
const failingDb: D1Database = new Proxy(env.DB, {
  get(target, property) {
    if (property === "prepare") return unavailable;
    if (property === "withSession")
      return () => ({ prepare: unavailable, batch: unavailable, getBookmark: () => null });
    const value = Reflect.get(target, property);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

/** A provider page while D1 is down: the branded 500 page. */
async function failingPage(): Promise<Response> {
  return app.request("/assisted-living/texas/austin/fixture-provider-104/", {}, { ...env, DB: failingDb });
}

/** An event while D1 is down: the JSON 500 answer. */
async function failingEvent(): Promise<Response> {
  const body = JSON.stringify({ name: "provider list filtered", properties: {} });
  return app.request(
    "/api/events",
    { method: "POST", headers: { "Content-Type": "application/json" }, body },
    { ...env, DB: failingDb },
  );
}

describe("HSTS", () => {
  it("is on every kind of answer: pages, API, redirects, client errors, 404s and 500s", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: [string, Response][] = [
      ["page", await call("/")],
      ["thank-you page", await call("/thank-you/")],
      ["JSON", await call("/api/places/autocomplete?q=Austin")],
      ["HEAD of a page", await call("/", { method: "HEAD" })],
      ["invalid JSON body", await call("/api/inquiry", { method: "POST", body: "{not json" })],
      ["page 404", await call("/no/such/page/here/at-all/")],
      ["JSON 404", await call("/api/no-such-thing")],
      ["operator 401", await call("/admin/leads")],
      ["health check", await call("/healthz")],
      ["map style", await call("/map/style.json")],
      ["redirect", await app.request("/map/style.json", {}, { ...env, MAP_STYLE_URL: REMOTE_STYLE })],
      ["page 500", await failingPage()],
      ["JSON 500", await failingEvent()],
    ];
    logged.mockRestore();
    const statuses = answers.map(([kind, response]) => [kind, response.status]);
    expect(statuses).toEqual([
      ["page", 200],
      ["thank-you page", 200],
      ["JSON", 200],
      ["HEAD of a page", 200],
      ["invalid JSON body", 400],
      ["page 404", 404],
      ["JSON 404", 404],
      ["operator 401", 401],
      ["health check", 200],
      ["map style", 200],
      ["redirect", 302],
      ["page 500", 500],
      ["JSON 500", 500],
    ]);
    for (const [kind, response] of answers) {
      expect(response.headers.get("Strict-Transport-Security"), kind).toBe("max-age=15552000");
    }
  });
});

describe("caching of answers made with the visitor's state", () => {
  it("makes pages, the thank-you page, the visitor API and their errors private, never stored, varying on Cookie", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: [string, Response][] = [
      ["home page", await call("/")],
      ["thank-you page", await call("/thank-you/")],
      ["thank-you page on the second brand", await call("/thank-you/", { host: "seniorhousing.localhost" })],
      ["search page", await call("/local/search/?location=Austin%2C%20TX")],
      ["landing page", await call("/lp/")],
      ["page under a feature override", await call("/?feature-override=inquiry-v4:on")],
      ["JSON", await call("/api/places/autocomplete?q=Austin")],
      [
        "event",
        await call("/api/events", { method: "POST", body: { name: "provider list filtered", properties: {} } }),
      ],
      ["page 404", await call("/no/such/page/here/at-all/")],
      ["JSON 404", await call("/api/no-such-thing")],
      ["page 500", await failingPage()],
      ["JSON 500", await failingEvent()],
    ];
    logged.mockRestore();
    for (const [kind, response] of answers) {
      expect(
        [response.headers.get("Cache-Control"), response.headers.get("Vary"), response.headers.has("Set-Cookie")],
        kind,
      ).toEqual(["private, no-store", "Cookie", true]);
    }
  });

  it("leaves answers that carry no visitor state to say their own", async () => {
    const style = await call("/map/style.json");
    expect([style.headers.get("Cache-Control"), style.headers.get("Vary")]).toEqual(["public, max-age=300", null]);
    const health = await call("/healthz");
    expect([health.headers.get("Cache-Control"), health.headers.get("Vary")]).toEqual(["no-store", null]);
  });
});
