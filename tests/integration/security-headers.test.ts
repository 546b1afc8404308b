/**
 * The security headers, exactly: every header a page and a JSON answer send besides the ones
 * that describe the content (type, caching, cookies), with each value, by default and with a
 * remote map style. The nonce and its scripts are tested in ssr.test.tsx.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { app } from "../../worker/app.ts";
import { call } from "./worker-client.ts";

const REMOTE_STYLE = "https://tiles.example.com/styles/streets/style.json";

/** Headers that say what the content is, not how a browser must treat it. */
const CONTENT_HEADERS = new Set(["cache-control", "content-length", "content-type", "set-cookie", "vary"]);

/** Every other header of the response, the nonce replaced by NONCE so the set compares exactly. */
function securityHeadersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (!CONTENT_HEADERS.has(name)) headers[name] = value.replace(/'nonce-[A-Za-z0-9+/]{22}=='/, "'nonce-NONCE'");
  }
  return headers;
}

function policy(mapOrigin = ""): string {
  const map = mapOrigin ? ` ${mapOrigin}` : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'nonce-NONCE'",
    "style-src 'self'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self'",
    `connect-src 'self'${map}`,
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

  it("puts a fresh nonce in each response's policy", async () => {
    const nonces = await Promise.all(
      ["/", "/", "/api/places/autocomplete?q=Austin"].map(async (path) => {
        const csp = (await call(path)).headers.get("Content-Security-Policy") ?? "";
        return /'nonce-([^']+)'/.exec(csp)?.[1];
      }),
    );
    expect(nonces.every((nonce) => nonce?.length === 24)).toBe(true);
    expect(new Set(nonces).size).toBe(3);
  });
});
